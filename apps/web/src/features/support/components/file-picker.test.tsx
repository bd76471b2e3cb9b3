import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilePicker } from './file-picker';

function Form() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FilePicker files={files} onChange={setFiles} />
      <output aria-label="Files in the form">{files.map((file) => file.name).join(',')}</output>
    </>
  );
}

const fileOf = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('FilePicker', { timeout: 15_000 }, () => {
  it('keeps a refused file out of the form, says why, and clears it when removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Form />);
    await user.upload(screen.getByTestId('attachment-input'), [fileOf('screen.png', 'image/png'), fileOf('tool.exe', 'application/x-msdownload'), fileOf('huge.pdf', 'application/pdf', 5 * 1024 * 1024 + 1)]);

    expect(screen.getByRole('status', { name: 'Files in the form' })).toHaveTextContent(/^screen\.png$/);
    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent('tool.exe: Attach an image (JPEG, PNG, WebP, GIF) or a PDF');
    expect(refused).toHaveTextContent('huge.pdf: The file is too large (max 5 MB)');

    await user.click(within(refused).getByRole('button', { name: 'Remove tool.exe' }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('tool.exe');
    await user.click(screen.getByRole('button', { name: 'Remove huge.pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Files in the form' })).toHaveTextContent(/^screen\.png$/);
  });

  it('removes an attached file from the form', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.upload(screen.getByTestId('attachment-input'), fileOf('screen.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Remove screen.png' }));
    expect(screen.getByRole('status', { name: 'Files in the form' })).toHaveTextContent(/^$/);
  });
});
