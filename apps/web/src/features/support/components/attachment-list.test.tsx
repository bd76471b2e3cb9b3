import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVE_CONTENT_WARNING } from '@/components/active-content-warning';
import { AttachmentList } from './attachment-list';

const file = { id: 1, fileName: 'invoice.pdf', contentType: 'application/pdf', sizeBytes: 2048, url: '/api/v1/support/tickets/1/attachments/1' };

describe('AttachmentList', () => {
  it('warns beside a PDF the server flagged as holding active content, and only beside it', () => {
    render(<AttachmentList attachments={[{ ...file, activeContent: true }, { ...file, id: 2, fileName: 'terms.pdf', activeContent: false }]} />);
    const [flagged, plain] = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    expect(within(flagged!).getByRole('note')).toHaveTextContent(ACTIVE_CONTENT_WARNING);
    expect(within(flagged!).getByRole('button')).toHaveAccessibleName(/invoice\.pdf.*contains active content/);
    expect(within(plain!).queryByRole('note')).toBeNull();
  });
});
