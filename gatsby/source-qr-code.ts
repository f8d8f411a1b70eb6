import type { GatsbyNode } from 'gatsby';
import QRCode from 'qrcode';
import { siteConfig } from '../site.config';

/** The footer's and contact panel's QR code, generated at build from the configured URL (no image file). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`type SiteQrCode implements Node @dontInfer { target: String!, svg: String! }`);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest }) => {
  const svg = await QRCode.toString(siteConfig.qrTarget, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0b1f44', light: '#ffffff' },
  });
  const fields = { target: siteConfig.qrTarget, svg };
  actions.createNode({
    ...fields,
    id: createNodeId('site-qr-code'),
    internal: { type: 'SiteQrCode', contentDigest: createContentDigest(fields) },
  });
};
