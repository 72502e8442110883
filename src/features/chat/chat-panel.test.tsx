// @vitest-environment happy-dom
// The panel against a local stand-in for the API that holds each message until the test lets it
// fail, so the pending and failure rules run through the real sendChatMessage and fetch, with the
// app's real toaster on screen. "Nothing was sent" is read from what the stand-in received: the
// panel sends one message at a time, so a later message arriving alone shows nothing went before it.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatFailureReply, chatFailureToast } from '../../domain/astra/chat-protocol';
import { astraGreeting } from '../../domain/astra/engine';
import { announceCityLoaded } from '../../lib/app-events';
import { PartnerHandoffProvider } from '../../lib/partner-handoff';
import { AppToaster, toast } from '../../lib/toast';
import { ChatPanel } from './chat-panel';

let server: Server;
let chatRequests: Array<{ message: string; agent_mode: boolean; session_id: string }> = [];
let held: ServerResponse[] = [];

function failHeldRequests() {
  for (const response of held) {
    response.writeHead(500, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.' } }));
  }
  held = [];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/chat') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        chatRequests.push(JSON.parse(body));
        held.push(response);
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/assistant`);
});
afterAll(async () => {
  failHeldRequests();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  chatRequests = [];
});
afterEach(() => {
  failHeldRequests();
  toast.dismiss();
  cleanup();
});

function renderPanel() {
  render(
    <MemoryRouter>
      <PartnerHandoffProvider>
        <ChatPanel variant="page" />
      </PartnerHandoffProvider>
      <AppToaster />
    </MemoryRouter>,
  );
  return {
    input: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message Astra' }),
    sendButton: screen.getByRole('button', { name: 'Send message' }),
  };
}

const type = (input: HTMLTextAreaElement, text: string) => fireEvent.change(input, { target: { value: text } });
const sentMessages = () => chatRequests.map((request) => request.message);
/** What the traveller sees of their own messages in the conversation. */
const ownMessages = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('article')
    .filter((message) => message.textContent?.startsWith('You'))
    .map((message) => message.querySelector('p:last-child')?.textContent);

describe('the chat panel', () => {
  it('greets, and a quick chip fills in the box and focuses it without sending', async () => {
    const { input } = renderPanel();
    expect(screen.getByText(astraGreeting)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find Flights' }));
    expect(input.value).toBe('Find flights from London to Tokyo next Friday');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('switch', { name: 'Agent Mode' }).getAttribute('aria-checked')).toBe('false');
    expect(ownMessages()).toEqual([]);
    expect(screen.queryByText('Astra is thinking...')).toBeNull();

    type(input, 'Hello');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sentMessages()).toEqual(['Hello']));
  });

  it('does not send blank text or on Shift+Enter', async () => {
    const { input, sendButton } = renderPanel();
    expect(sendButton).toHaveProperty('disabled', true);
    type(input, '   \n ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sendButton).toHaveProperty('disabled', true);
    type(input, 'Hotels in Lisbon');
    expect(sendButton).toHaveProperty('disabled', false);
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(input.value).toBe('Hotels in Lisbon');
    expect(ownMessages()).toEqual([]);

    type(input, 'Hotels in Porto');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sentMessages()).toEqual(['Hotels in Porto']));
    expect(ownMessages()).toEqual(['Hotels in Porto']);
  });

  it('sends on Enter, blocks sending while Astra is thinking, and on a server error apologises and gives the text back', async () => {
    const { input, sendButton } = renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'Agent Mode' }));
    type(input, 'Plan a trip to Rome 3-7 May');
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(chatRequests).toHaveLength(1));
    expect(chatRequests[0]).toMatchObject({
      message: 'Plan a trip to Rome 3-7 May',
      agent_mode: true,
      session_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(screen.getByText('Astra is thinking...')).toBeTruthy();
    expect(input.value).toBe('');
    expect(screen.getByRole('log').textContent).toContain('Plan a trip to Rome 3-7 May');

    type(input, 'And a hotel there?');
    expect(sendButton).toHaveProperty('disabled', true);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(sendButton);
    expect(input.value).toBe('And a hotel there?');
    expect(ownMessages()).toEqual(['Plan a trip to Rome 3-7 May']);

    type(input, '');
    act(() => failHeldRequests());
    await waitFor(() => expect(screen.getByText(chatFailureReply)).toBeTruthy());
    expect(await screen.findByText(chatFailureToast, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('Astra is thinking...')).toBeNull();
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(input.value).toBe('Plan a trip to Rome 3-7 May');
    expect(sendButton).toHaveProperty('disabled', false);

    // The server saw the first message and then the one sent again, never the blocked one.
    fireEvent.click(sendButton);
    await waitFor(() => expect(sentMessages()).toEqual(['Plan a trip to Rome 3-7 May', 'Plan a trip to Rome 3-7 May']));
  });

  it('makes a new session id each time it appears', async () => {
    const first = renderPanel();
    type(first.input, 'Hello');
    fireEvent.keyDown(first.input, { key: 'Enter' });
    await waitFor(() => expect(chatRequests).toHaveLength(1));
    failHeldRequests();
    cleanup();
    const second = renderPanel();
    type(second.input, 'Hello');
    fireEvent.keyDown(second.input, { key: 'Enter' });
    await waitFor(() => expect(chatRequests).toHaveLength(2));
    const [one, two] = chatRequests;
    expect(one!.session_id).not.toBe(two!.session_id);
  });

  it('adds a message about the city the explorer opened, as text', async () => {
    renderPanel();
    act(() => announceCityLoaded({ slug: 'lisbon-pt', name: 'Lisbon', country: 'Portugal', country_code: 'PT', curated: true }));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain("You're looking at Lisbon, Portugal."));
    act(() =>
      announceCityLoaded({ slug: 'x', name: '<img src=x onerror=alert(1)>', country: 'Nowhere', country_code: 'XX', curated: false }),
    );
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('<img src=x onerror=alert(1)>'));
    expect(screen.getByRole('log').querySelector('img')).toBeNull();
  });
});
