import { siteConfig } from '@/content/site';

/**
 * The branded 1200x630 social card (drawn at build time by next/og, which supports only flexbox and inline
 * styles). `title` is the page's own headline.
 */
export function SocialImage({ title, eyebrow }: { title: string; eyebrow: string }) {
  const size = title.length > 70 ? 52 : title.length > 45 ? 60 : 68;
  return (
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
        <svg width="88" height="88" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="15" fill="#ffffff" />
          <circle cx="16" cy="16" r="11" fill="none" stroke="#f2b134" strokeWidth="1.5" />
          <path d="M16 6l3 10-3 10-3-10z" fill="#1b4079" />
          <path d="M16 6l3 10h-6z" fill="#f2b134" />
        </svg>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 48, fontWeight: 800 }}>{siteConfig.name}</div>
          <div style={{ fontSize: 26, color: '#f2b134' }}>{eyebrow}</div>
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: size, fontWeight: 800, lineHeight: 1.12, maxWidth: 1040 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 28, color: 'rgba(255,255,255,0.88)' }}>
        {`Plain-English guidance · Free initial consultation · ${siteConfig.phone.free ? 'Call free' : 'Call'} ${siteConfig.phone.display}`}
      </div>
    </div>
  );
}
