import type { GatsbyBrowser } from 'gatsby';
import '../styles/global.css';
import { installChunkReloadGuard } from './chunk-reload';
import { finishLoading, startLoading } from './loading-bar';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReloadGuard();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) startLoading();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  finishLoading();
};
