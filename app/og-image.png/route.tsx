import { ImageResponse } from 'next/og';
import { siteConfig } from '@/content/site';
import { OG_IMAGE } from '@/lib/seo';

export const dynamic = 'force-static';

/** The branded 1200x630 social image, drawn at build time. */
export function GET() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #0f213f 0%, #1b4079 65%, #0e6b62 100%)',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <svg width="96" height="96" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="15" fill="#ffffff" />
            <circle cx="16" cy="16" r="11" fill="none" stroke="#f2b134" strokeWidth="1.5" />
            <path d="M16 6l3 10-3 10-3-10z" fill="#1b4079" />
            <path d="M16 6l3 10h-6z" fill="#f2b134" />
          </svg>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 56, fontWeight: 800 }}>{siteConfig.name}</div>
            <div style={{ fontSize: 28, color: '#f2b134' }}>{'England & Wales small claims help'}</div>
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1, maxWidth: 980 }}>
            Bring or defend a small claim with confidence
          </div>
          <div style={{ fontSize: 30, color: 'rgba(255,255,255,0.88)' }}>
            {`Plain-English guidance · Free initial consultation · Call free ${siteConfig.phone.display}`}
          </div>
        </div>
      </div>
    ),
    { width: OG_IMAGE.width, height: OG_IMAGE.height },
  );
}
