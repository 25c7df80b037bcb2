import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const GENERIC =
  'Something went wrong. Please try again, alternatively contact our support at support@fundshop.example and we will assist you.';
const TO_SELLERS = '/api/contact-person/send-message-to-sellers';
const TO_SUPPORT = '/api/contact-person/send-message-to-support';
const config = { '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The JSON bodies sent to one API path, in order. */
function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

const box = (name: string) => screen.getByRole('region', { name });
const field = (name: string) => within(box(name)).getByRole('textbox', { name });
const send = (name: string) => fireEvent.click(within(box(name)).getByRole('button', { name: 'Send' }));

beforeEach(() => {
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
});

describe('/contactperson/messages', () => {
  it("refuses an empty (or blank) message with 'Text is missing.' under the field and sends nothing", async () => {
    const fetchMock = mockApi(config);
    renderWithApp(<MessagesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    fireEvent.change(field('Message all sellers'), { target: { value: '   ' } });
    send('Message all sellers');
    expect(await within(box('Message all sellers')).findByText('Text is missing.')).toBeInTheDocument();
    send('Contact support');
    expect(await within(box('Contact support')).findByText('Text is missing.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, TO_SELLERS)).toEqual([]);
    expect(bodiesSentTo(fetchMock, TO_SUPPORT)).toEqual([]);
  });

  it('counts the characters against the maximum of each box', () => {
    mockApi(config);
    renderWithApp(<MessagesPage />);
    expect(field('Message all sellers').getAttribute('maxLength')).toBe('999');
    expect(field('Contact support').getAttribute('maxLength')).toBe('399');
    expect(within(box('Contact support')).getByText('0/399')).toBeInTheDocument();
    fireEvent.change(field('Message all sellers'), { target: { value: 'Hello!' } });
    expect(within(box('Message all sellers')).getByText('6/999')).toBeInTheDocument();
  });

  it("sends the trimmed message once however often Send is pressed, clears it and says 'Sent!!' and who got it", async () => {
    // The call stays in flight until the test answers it.
    const sent = vi.fn();
    let answer: (response: Response) => void = () => undefined;
    mockApi({}).mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname !== TO_SELLERS) return json(200, TEST_PUBLIC_CONFIG);
      sent(JSON.parse(String(init?.body)), (init?.headers as Record<string, string>).Authorization);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderWithApp(<MessagesPage />);
    fireEvent.change(field('Message all sellers'), { target: { value: '  Sell sell sell! ' } });
    send('Message all sellers');
    send('Message all sellers');
    const button = within(box('Message all sellers')).getByRole('button', { name: /Send/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ webShopId: 5, message: 'Sell sell sell!' }, 'Bearer tok');

    answer(json(200, { responseMessage: 'ok', sentTo: 11, withoutEmail: 2 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sent!!' });
    expect(within(dialog).getByText(/^Your message has been sent\./)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Sent to 11 participants\. 2 participants have no email: please tell them yourself\./),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((field('Message all sellers') as HTMLTextAreaElement).value).toBe('');
    expect(within(box('Message all sellers')).getByText('0/999')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("shows a failure in the page: 'Error code:', the status and the generic text; the message stays", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({
      ...config,
      [TO_SUPPORT]: () => ({ status: 500, body: { responseMessage: 'error', message: 'Internal error' } }),
    });
    renderWithApp(<MessagesPage />);
    fireEvent.change(field('Contact support'), { target: { value: 'Where is my payout?' } });
    send('Contact support');
    expect((await within(box('Contact support')).findByRole('alert')).textContent).toBe(`Error code: 500 ${GENERIC}`);
    expect((field('Contact support') as HTMLTextAreaElement).value).toBe('Where is my payout?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the message under the field", async () => {
    mockApi({
      ...config,
      [TO_SELLERS]: () => ({
        status: 400,
        body: {
          responseMessage: 'validation-error',
          message: 'Please fix errors and try again.',
          fieldErrors: { message: 'Maximum 999 characters' },
        },
      }),
    });
    renderWithApp(<MessagesPage />);
    fireEvent.change(field('Message all sellers'), { target: { value: 'Hello' } });
    send('Message all sellers');
    expect(await within(box('Message all sellers')).findByText('Maximum 999 characters')).toBeInTheDocument();
    expect(within(box('Message all sellers')).queryByRole('alert')).toBeNull();
  });

  it("says to wait, in the server's words, after too many messages", async () => {
    const tooMany = 'You have sent many messages in a short time. Please wait a while before sending another.';
    mockApi({
      ...config,
      [TO_SELLERS]: () => ({ status: 429, body: { responseMessage: 'too-many-requests', message: tooMany } }),
    });
    renderWithApp(<MessagesPage />);
    fireEvent.change(field('Message all sellers'), { target: { value: 'Once more' } });
    send('Message all sellers');
    expect((await within(box('Message all sellers')).findByRole('alert')).textContent).toBe(tooMany);
  });

  it("sends to support and says 'Sent!!' without the sellers' line", async () => {
    const fetchMock = mockApi({ ...config, [TO_SUPPORT]: () => ({ status: 200, body: { responseMessage: 'ok' } }) });
    renderWithApp(<MessagesPage />);
    fireEvent.change(field('Contact support'), { target: { value: 'Hi support' } });
    send('Contact support');
    const dialog = await screen.findByRole('dialog', { name: 'Sent!!' });
    expect(within(dialog).getByText('Your message has been sent.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, TO_SUPPORT)).toEqual([{ webShopId: 5, message: 'Hi support' }]);
  });
});
