import React, { type CSSProperties } from 'react';
import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image';
import * as styles from './picture.module.css';

/**
 * The image data gatsby-plugin-image made at build time (sharp: sizes, WebP/AVIF sources, a blurred
 * placeholder) for a File node or image data. The same as gatsby-plugin-image's getImage, without loading
 * that package's runtime in the browser.
 */
/**
 * An image as a page query selects it (`coverFile { childImageSharp { gatsbyImageData } }`), typed as the
 * generated `Queries.*` types give it (childImageSharp is null for a file sharp cannot read), or any
 * ImageDataLike.
 */
export type ImageSource = ImageDataLike | { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };

export function imageData(file: ImageSource | null | undefined): IGatsbyImageData | null {
  if (!file) return null;
  if ('gatsbyImageData' in file) return file.gatsbyImageData as IGatsbyImageData;
  if ('childImageSharp' in file) return (file.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null;
  if ('images' in file) return file as IGatsbyImageData;
  return null;
}

export interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /**
   * The page's largest image (its LCP): loaded at once and asked for at high priority, so the browser
   * fetches it before the scripts instead of after its first layout.
   */
  priority?: boolean;
}

/** `fetchpriority`, spelled as React 18 passes an attribute it has no prop for (React 19 names it fetchPriority). */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/**
 * Renders gatsby-plugin-image data as plain <picture> markup: the responsive sources and sizes, width and
 * height against layout shift, native lazy loading, and the blurred placeholder as the background until
 * the image paints over it. GatsbyImage does the same with about 4 KB (gzip) of runtime JavaScript that
 * every article page would otherwise load; this needs none beyond the markup.
 */
export function Picture({ image, alt, className, eager = false, priority = false }: PictureProps) {
  const { images, width, height, layout, placeholder, backgroundColor } = image;
  const style: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    backgroundColor,
    backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
    maxWidth: layout === 'constrained' ? width : undefined,
    width: layout === 'fixed' ? width : undefined,
  };
  return (
    <picture className={`${styles.picture}${className ? ` ${className}` : ''}`} style={style}>
      {images.sources?.map((s) => (
        <source key={`${s.type}${s.media ?? ''}`} type={s.type} media={s.media} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? HIGH_PRIORITY : undefined)}
      />
    </picture>
  );
}
