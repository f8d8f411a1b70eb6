import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';

/** The chat-app QR code generated at build (gatsby/source-qr-code.ts), inline SVG: no extra request. */
export function QrCode({ label, size = 112 }: { label: string; size?: number }) {
  const data = useStaticQuery<{ siteQrCode: { svg: string } }>(graphql`
    query SiteQrCode {
      siteQrCode {
        svg
      }
    }
  `);
  return (
    <span
      role="img"
      aria-label={label}
      style={{ display: 'inline-block', width: size, height: size, background: '#fff', borderRadius: 8, padding: 4, lineHeight: 0 }}
      dangerouslySetInnerHTML={{ __html: data.siteQrCode.svg }}
    />
  );
}
