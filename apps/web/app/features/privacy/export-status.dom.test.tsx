import { render, screen } from '@testing-library/react';
import type { ExportSummary } from '@techgold/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { ExportStatus } from './export-status';

const hour = 3_600_000;
const copy = (fields: Partial<ExportSummary>): ExportSummary => ({
  id: 12,
  status: 'ready',
  created_at: new Date(Date.now() - hour).toISOString(),
  ready_at: new Date(Date.now() - hour).toISOString(),
  expires_at: new Date(Date.now() + 23 * hour).toISOString(),
  downloaded_at: null,
  size: 1_572_864,
  ...fields,
});

describe('the latest copy of my data', () => {
  it('while it is made, says the page will update, with nothing to download yet', () => {
    render(
      <ExportStatus
        latest={copy({ status: 'pending', ready_at: null, expires_at: null, size: null })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are preparing your data. This page updates by itself when it is ready.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('when ready, downloads from the page with its size, before and after a first download', () => {
    const { rerender } = render(<ExportStatus latest={copy({})} />);
    const link = screen.getByRole('link', { name: 'Download the ZIP file (1.5 MB)' });
    expect(link).toHaveAttribute('href', '/api/account/privacy/export/12');
    expect(screen.getByRole('status')).toHaveTextContent(/^Your data is ready\./);
    rerender(<ExportStatus latest={copy({ downloaded_at: new Date().toISOString() })} />);
    expect(screen.getByRole('status')).toHaveTextContent(/You can download it again here until/);
    expect(screen.getByRole('link', { name: /Download the ZIP file/ })).toBeInTheDocument();
  });

  it('once expired, asks for a new copy and offers no download', () => {
    render(
      <ExportStatus latest={copy({ expires_at: new Date(Date.now() - 1000).toISOString() })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your last copy has expired.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
