import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { logoSrc } from './org-logo';
import { ProfileText } from './profile-text';
import { websiteOf } from './website-link';

const UUID = '189ae114-67d0-44c9-968b-e5dcd045db96';

describe('logoSrc', () => {
  it('uses a stored site path or https link, else the generated logo of the uuid', () => {
    expect(logoSrc({ ts_uuid: UUID, logo_url: `/media/logos/${UUID}.svg` })).toBe(
      `/media/logos/${UUID}.svg`,
    );
    expect(logoSrc({ ts_uuid: UUID, logo_url: 'https://cdn.example/logo.png' })).toBe(
      'https://cdn.example/logo.png',
    );
    for (const unsafe of [null, '', 'javascript:alert(1)', '//evil.example/x.png', 'http://x/y']) {
      expect(logoSrc({ ts_uuid: UUID, logo_url: unsafe })).toBe(`/media/logos/${UUID}.svg`);
    }
    expect(logoSrc({ ts_uuid: '../../etc', logo_url: null })).toBeNull();
  });
});

describe('websiteOf', () => {
  it('links http(s) addresses only', () => {
    expect(websiteOf('https://www.example.test')).toBe('https://www.example.test');
    expect(websiteOf(' http://example.test/a ')).toBe('http://example.test/a');
    expect(websiteOf('javascript:alert(1)')).toBeNull();
    expect(websiteOf('www.example.test')).toBeNull();
    expect(websiteOf(null)).toBeNull();
  });
});

describe('ProfileText', () => {
  it('shows markup as text, one paragraph per blank-line-separated block', () => {
    const html = renderToStaticMarkup(
      <ProfileText
        text={'First <b>bold</b> line\nsame paragraph\n\n\r\n  Second <script>x</script>'}
      />,
    );
    expect(html).toBe(
      '<div class="space-y-4 text-lg leading-relaxed text-slate-800">' +
        '<p class="whitespace-pre-line">First &lt;b&gt;bold&lt;/b&gt; line\nsame paragraph</p>' +
        '<p class="whitespace-pre-line">Second &lt;script&gt;x&lt;/script&gt;</p></div>',
    );
    expect(renderToStaticMarkup(<ProfileText text={'  \n\n '} />)).toBe('');
    expect(renderToStaticMarkup(<ProfileText text={null} />)).toBe('');
  });
});
