import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInDialog from './sign-in-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDialog(answer: (url: string, body: Record<string, unknown>) => Response, demo = false) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      return answer(url, body);
    }),
  );
  const onOpenChange = vi.fn();
  render(<SignInDialog open onOpenChange={onOpenChange} demo={demo} />);
  return { calls, onOpenChange };
}

async function toCodeStep(email = 'reader@example.com') {
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  const field = screen.getByLabelText('E-mail address');
  const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  fireEvent.change(field, { target: { value: email } });
  expect(send.disabled).toBe(false);
  fireEvent.click(send);
  await screen.findByRole('group', { name: 'Verification code' });
}

describe('the sign-in dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes from options to e-mail to the code, and back', async () => {
    const { calls } = renderDialog(() => json(200, { requiresVerification: true }));
    await toCodeStep();
    expect(calls[0]).toMatchObject({ url: '/api/auth/email/start', body: { email: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
  });

  it('says a code is on its way, or, asked again within a minute, that the one sent still works', async () => {
    let already = false;
    renderDialog(() => json(200, { requiresVerification: true, ...(already ? { codeAlreadySent: true } : {}) }));
    await toCodeStep();
    expect(screen.getByText('We sent a 6-digit code to reader@example.com. It is valid for 10 minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    already = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a 6-digit code to reader@example.com less than a minute ago; use that one.'),
    ).toBeTruthy();
  });

  it('counts the tries of a code asked for again within a minute as the same code’s', async () => {
    let already = false;
    renderDialog((url) =>
      url.endsWith('/verify')
        ? json(400, { error: { code: 'INVALID_CODE', message: 'Invalid verification code' } })
        : json(200, { requiresVerification: true, ...(already ? { codeAlreadySent: true } : {}) }),
    );
    await toCodeStep();
    const tryCode = async () => {
      fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '000000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      return (await screen.findByRole('alert')).textContent;
    };
    for (let i = 0; i < 4; i++) expect(await tryCode()).toBe('Invalid verification code. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    already = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('group', { name: 'Verification code' });
    // The fifth try of the one code: it no longer works, and the reader is told to ask anew.
    expect(await tryCode()).toBe('This code no longer works: it has expired or was tried too often. Send a new code.');
  });

  it('takes only digits, fills every box from a pasted code, and submits only with 6 digits', async () => {
    renderDialog(() => json(200, { requiresVerification: true }));
    await toCodeStep();
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    const first = screen.getByLabelText('Digit 1 of 6');
    fireEvent.change(first, { target: { value: 'a' } });
    expect((first as HTMLInputElement).value).toBe('');
    fireEvent.paste(first, { clipboardData: { getData: () => '12 34-5' } });
    expect(verify.disabled).toBe(true);
    fireEvent.paste(first, { clipboardData: { getData: () => ' 123 456 ' } });
    const values = [1, 2, 3, 4, 5, 6].map((i) => (screen.getByLabelText(`Digit ${i} of 6`) as HTMLInputElement).value);
    expect(values.join('')).toBe('123456');
    expect(verify.disabled).toBe(false);
  });

  it('says the code is invalid in the spec’s words', async () => {
    renderDialog((url) =>
      url.endsWith('/verify')
        ? json(400, { error: { code: 'INVALID_CODE', message: 'Invalid verification code' } })
        : json(200, { requiresVerification: true }),
    );
    await toCodeStep();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please try again.');
  });

  it('moves on to the code when the address is already registered', async () => {
    renderDialog(() => json(400, { error: { code: 'EXISTS', message: 'This address is already registered' } }));
    await toCodeStep();
  });

  it("says a refused address in the reader's words, not the server's field path, and any other failure as §8 does", async () => {
    renderDialog(() => json(400, { error: { code: 'BAD_REQUEST', message: 'email: Invalid email address' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'x@y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address.');
    cleanup();
    renderDialog(() => json(503, { error: { code: 'MAIL_NOT_SENT', message: 'The mail could not be sent' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'x@y.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send verification code. Please try again.');
  });

  it('ends Apple and Google sign-in in their failure messages', async () => {
    renderDialog(() => json(400, { error: { code: 'PROVIDER_UNAVAILABLE', message: 'no' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Apple sign in failed. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Google sign in failed. Please try again.'));
  });

  it('points at the local outbox only in the demo profile', async () => {
    renderDialog(() => json(200, { requiresVerification: true }), true);
    await toCodeStep();
    expect(screen.getByRole('link', { name: '/dev/mailbox' }).getAttribute('href')).toBe('/dev/mailbox');
  });

  it('gives no outbox hint outside the demo profile', async () => {
    renderDialog(() => json(200, { requiresVerification: true }));
    await toCodeStep();
    expect(screen.queryByRole('link', { name: '/dev/mailbox' })).toBeNull();
  });
});
