import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiToken, WebhookDelivery, WebhookEndpoint } from '@sessionbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../test/jsdom-radix.ts';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests } from '../../test/helpers.ts';
import { IntegrationsPage } from './integrations-page.tsx';

const { api, withMockApi, toast, withMockToast, session, withMockSession } = await vi.hoisted(
  () => import('../../test/mocks.ts'),
);
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);
vi.mock('../../lib/session.tsx', withMockSession);

const ENDPOINT: WebhookEndpoint = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://hooks.example.com/sessionbook',
  description: 'My website',
  event_types: ['booking.created', 'client.added'],
  enabled: true,
  createdAt: '2027-03-01T10:00:00Z',
};
const DELIVERY: WebhookDelivery = {
  id: '22222222-2222-4222-8222-222222222222',
  event_id: 'evt_1',
  event_type: 'client.added',
  status: 'failed',
  attempts: 3,
  last_status_code: 500,
  last_error: null,
  last_attempt_at: '2027-03-02T10:05:00Z',
  delivered_at: null,
  createdAt: '2027-03-02T10:00:00Z',
};
const TOKEN: ApiToken = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Zapier',
  scopes: ['clients:read', 'schedule:write'],
  prefix: 'sb_pat_AbCdE',
  createdAt: '2027-03-01T10:00:00Z',
  last_used_at: null,
  expires_at: null,
};
const WHOLE = 'sb_pat_' + 'x'.repeat(43);

function mount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the integrations page (docs/decisions/0051-webhooks.md, 0052-api-tokens.md)', () => {
  setUpScreenTests(() => {
    Object.assign(session, {
      user: { timezone: 'Europe/Lisbon' },
      isAuthenticated: true,
      theme: 'professional',
    });
    api.get.mockImplementation(async (path: string) => {
      if (path === 'professional/webhooks') return [ENDPOINT];
      if (path === 'professional/api-tokens') return [TOKEN];
      if (path.endsWith('/deliveries')) return [DELIVERY];
      if (path.endsWith('/secret')) return { secret: 'whsec_c2VjcmV0' };
      throw new Error(`unexpected GET ${path}`);
    });
  });

  it('lists webhooks and tokens in plain words, never a whole token, with no serious axe violations', async () => {
    const { container } = mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks and API tokens' })).toBeInTheDocument();
    const hooks = await screen.findByRole('list', { name: 'Your webhooks' });
    expect(hooks).toHaveTextContent('https://hooks.example.com/sessionbook');
    expect(hooks).toHaveTextContent('A booking is made, A client is added');
    expect(
      within(hooks).getByRole('button', { name: 'Delete https://hooks.example.com/sessionbook' }),
    ).toBeVisible();
    const tokens = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(tokens).toHaveTextContent('Zapier');
    expect(tokens).toHaveTextContent('sb_pat_AbCdE…');
    expect(tokens).toHaveTextContent(
      'Clients and groups: Read; Schedule: sessions, classes and availability slots: Change',
    );
    expect(tokens).toHaveTextContent('Never used');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('makes a token by keyboard and shows it once, with copy and "you will not see it again"', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ ...TOKEN, id: 'new', name: 'Website', token: WHOLE });
    mount();
    await screen.findByRole('list', { name: 'Your API tokens' });
    await user.click(screen.getByRole('button', { name: 'Make token' }));
    // Nothing chosen: the server's own rules answer before any request.
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.keyboard('Website');
    const clients = screen.getByRole('group', { name: 'Clients and groups' });
    await user.click(within(clients).getByRole('checkbox', { name: 'Read' }));
    const schedule = screen.getByRole('group', {
      name: 'Schedule: sessions, classes and availability slots',
    });
    await user.click(within(schedule).getByRole('checkbox', { name: 'Change' }));
    await user.click(screen.getByRole('radio', { name: 'In 90 days' }));
    await user.click(screen.getByRole('button', { name: 'Make token' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('professional/api-tokens', {
        name: 'Website',
        scopes: ['schedule:write', 'clients:read'],
        expires_in_days: 90,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your new token' });
    expect(dialog).toHaveTextContent('you will not see it again');
    expect(within(dialog).getByRole('textbox', { name: 'Token: Website' })).toHaveValue(WHOLE);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(WHOLE);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(WHOLE)).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    api.delete.mockResolvedValue({ ok: true });
    mount();
    await user.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Zapier”?' });
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(`professional/api-tokens/${TOKEN.id}`));
    expect(toast.success).toHaveBeenCalledWith('integrations:toasts.token_revoked');
  });

  it('adds a webhook and shows its signing secret once', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({
      ...ENDPOINT,
      id: 'new',
      url: 'https://new.example.com/in',
      secret: 'whsec_bmV3',
    });
    mount();
    await screen.findByRole('list', { name: 'Your webhooks' });
    await user.type(screen.getByRole('textbox', { name: /Address \(URL\)/ }), 'https://new.example.com/in');
    await user.click(screen.getByRole('checkbox', { name: 'A client is added' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('professional/webhooks', {
        url: 'https://new.example.com/in',
        description: null,
        event_types: ['client.added'],
        enabled: true,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_bmV3');
    expect(dialog).toHaveTextContent('Your webhook is added');
  });

  it('refuses a webhook without an event, before any request', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('list', { name: 'Your webhooks' });
    await user.type(screen.getByRole('textbox', { name: /Address \(URL\)/ }), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Send these events' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the delivery log with the last answer and sends one again', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ ...DELIVERY, status: 'pending' });
    mount();
    await user.click(
      await screen.findByRole('button', { name: 'Deliveries https://hooks.example.com/sessionbook' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Deliveries to https://hooks.example.com/sessionbook',
    });
    const log = await within(dialog).findByRole('list', { name: 'Deliveries' });
    expect(log).toHaveTextContent('A client is added');
    expect(log).toHaveTextContent('Failed');
    expect(log).toHaveTextContent('HTTP 500');
    await user.click(within(log).getByRole('button', { name: /^Send again: A client is added/ }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `professional/webhooks/${ENDPOINT.id}/deliveries/${DELIVERY.id}/resend`,
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('integrations:toasts.resent');
  });

  it('edits a webhook: turned off, one event more', async () => {
    const user = userEvent.setup();
    api.put.mockResolvedValue({ ...ENDPOINT, enabled: false });
    mount();
    await user.click(
      await screen.findByRole('button', { name: 'Edit https://hooks.example.com/sessionbook' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the webhook' });
    expect(within(dialog).getByRole('checkbox', { name: 'A booking is made' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vouchers expire' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send deliveries to this address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`professional/webhooks/${ENDPOINT.id}`, {
        url: ENDPOINT.url,
        description: 'My website',
        event_types: ['booking.created', 'voucher.expired', 'client.added'],
        enabled: false,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('integrations:toasts.webhook_saved');
  });

  it('shows the signing secret again when asked', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(
      await screen.findByRole('button', { name: 'Show secret https://hooks.example.com/sessionbook' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_c2VjcmV0');
    expect(api.get).toHaveBeenCalledWith(`professional/webhooks/${ENDPOINT.id}/secret`);
  });
});
