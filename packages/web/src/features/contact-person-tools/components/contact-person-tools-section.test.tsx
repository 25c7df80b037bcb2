// One file: the organiser's tools section, every case rendering it over the same dashboard and API stubs.
import type { DashboardData } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { translatorFor } from '@fundshop/core/i18n/all';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { LASTING_FLAGS, SESSION_FLAGS } from '../../../lib/session-flag.ts';
import { dashboardData } from '../../../test/dashboard-data.ts';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { ContactPersonToolsSection } from './contact-person-tools-section.tsx';
import { INTRODUCTION_LATER_DAYS } from './introduction-question-dialog.tsx';

const GENERIC =
  'Something went wrong. Please try again, alternatively contact our support at support@fundshop.example and we will assist you.';
const DASHBOARD = '/api/order/contact-person-start-page';
const ANSWER = '/api/contact-person/answer-introduction-question';
const LEADERBOARD = '/api/contact-person/update-friend-competition';
const REMINDER = '/api/contact-person/update-sales-reminder';
const MOTIVATE = '/api/contact-person/motivate-sellers';
const config = { '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) };

/** The JSON bodies sent to one API path, in order. */
function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** The section under a dashboard query like the real one, so a change that refetches the dashboard is seen. */
function WithDashboard() {
  const query = useQuery({
    queryKey: dashboardKeys.contactPerson(5),
    queryFn: async () => (await fetch(DASHBOARD)).json() as Promise<DashboardData>,
  });
  return query.data ? <ContactPersonToolsSection data={query.data} /> : null;
}

beforeEach(() => {
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
});

describe('introduction question', () => {
  it('asks until answered: an option, then a description for Other, then closes and refetches the dashboard', async () => {
    let answered = false;
    const fetchMock = mockApi({
      ...config,
      [DASHBOARD]: () => ({ status: 200, body: dashboardData({ hasAnsweredIntroductionQuestion: answered }) }),
      [ANSWER]: () => {
        answered = true;
        return { status: 200, body: { responseMessage: 'ok' } };
      },
    });
    renderWithApp(<WithDashboard />);
    const dialog = await screen.findByRole('dialog', { name: 'One question before you start' });
    const question = within(dialog).getByRole('radiogroup', { name: 'How did you hear about Fundshop?' });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Search engine (Google, Bing, ...)',
      'Social media',
      'A friend or another group',
      'Our school, club or association',
      'Email or newsletter',
      'Other',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Continue' });

    fireEvent.click(submit);
    expect(
      await within(dialog).findByText('No option selected. Please select an option to continue.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    fireEvent.click(within(question).getByRole('radio', { name: 'Other' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('No option selected. Please select an option to continue.')).toBeNull(),
    );
    const description = within(dialog).getByRole('textbox', { name: 'Please describe' });
    expect(description.getAttribute('maxLength')).toBe('340');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please enter a description to continue.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ANSWER)).toEqual([]);

    fireEvent.change(description, { target: { value: ' A poster at the gym ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, ANSWER)).toEqual([
      { webShopId: 5, answer: 'other', description: 'A poster at the gym' },
    ]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === DASHBOARD)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when another tab answered first (409), and shows other refusals in the dialog', async () => {
    let status = 500;
    mockApi({
      ...config,
      [ANSWER]: () => ({
        status,
        body:
          status === 409
            ? { responseMessage: 'introduction-already-answered', message: 'Already answered.' }
            : { responseMessage: 'error', message: 'Internal error' },
      }),
    });
    renderWithApp(<ContactPersonToolsSection data={dashboardData({ hasAnsweredIntroductionQuestion: false })} />);
    const dialog = screen.getByRole('dialog', { name: 'One question before you start' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Social media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Error code: 500 ${GENERIC}`);
    status = 409;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Not now' puts the question off in this browser beyond the session (a new login), for a week", async () => {
    const fetchMock = mockApi(config);
    const unanswered = dashboardData({ hasAnsweredIntroductionQuestion: false });
    const { unmount } = renderWithApp(<ContactPersonToolsSection data={unanswered} />);
    const dialog = screen.getByRole('dialog', { name: 'One question before you start' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, ANSWER)).toEqual([]);
    unmount();
    // A new login is a new tab session: the answer 'Not now' still stands.
    window.sessionStorage.clear();
    const again = renderWithApp(<ContactPersonToolsSection data={unanswered} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();
    // A week on, it is asked again.
    const later = LASTING_FLAGS.introductionLater(5);
    const setAt = Number(window.localStorage.getItem(later));
    window.localStorage.setItem(later, String(setAt - INTRODUCTION_LATER_DAYS * 24 * 60 * 60 * 1000));
    renderWithApp(<ContactPersonToolsSection data={unanswered} />);
    expect(screen.getByRole('dialog', { name: 'One question before you start' })).toBeInTheDocument();
  });

  it('waits while the webshop-locked notice is due, so that two dialogs never open at once', () => {
    mockApi(config);
    const base = dashboardData({ hasAnsweredIntroductionQuestion: false });
    const locked = { ...base, orderByWebShop: { ...base.orderByWebShop, displayWebShopLockedDialog: true } };
    const first = renderWithApp(<ContactPersonToolsSection data={locked} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    // The notice dismissed in this tab: the question's turn.
    window.sessionStorage.setItem(SESSION_FLAGS.lockedNoticeSeen(5), '1');
    renderWithApp(<ContactPersonToolsSection data={locked} />);
    expect(screen.getByRole('dialog', { name: 'One question before you start' })).toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('is not asked once answered', () => {
    mockApi(config);
    renderWithApp(<ContactPersonToolsSection data={dashboardData()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('leaderboard switch', () => {
  it('turns the leaderboard on and off with SPEC notices', async () => {
    let active = false;
    const fetchMock = mockApi({
      ...config,
      [DASHBOARD]: () => ({ status: 200, body: dashboardData({ isFriendCompetitionActive: active }) }),
      [LEADERBOARD]: (init) => {
        active = (JSON.parse(String(init?.body)) as { isActive: boolean }).isActive;
        return { status: 200, body: { responseMessage: 'ok', isFriendCompetitionActive: active } };
      },
    });
    renderWithApp(<WithDashboard />);
    const toggle = await screen.findByRole('switch', { name: 'Leaderboard for the sellers' });
    expect(toggle).toHaveAccessibleDescription('Sellers see who has sold the most (first names only).');
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    expect(await screen.findByText('The leaderboard is now activated for your sellers.')).toBeInTheDocument();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('The leaderboard is now activated for your sellers.')).toBeNull());

    fireEvent.click(toggle);
    expect(await screen.findByText('The leaderboard is now disabled for your sellers.')).toBeInTheDocument();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(bodiesSentTo(fetchMock, LEADERBOARD)).toEqual([
      { webShopId: 5, isActive: true },
      { webShopId: 5, isActive: false },
    ]);
  });

  it('turns the reminder to sellers who have not sold on, saying so, with its hint', async () => {
    let active = false;
    const fetchMock = mockApi({
      ...config,
      [DASHBOARD]: () => ({ status: 200, body: dashboardData({ isSalesReminderActive: active }) }),
      [REMINDER]: (init) => {
        active = (JSON.parse(String(init?.body)) as { isActive: boolean }).isActive;
        return { status: 200, body: { responseMessage: 'ok', isSalesReminderActive: active } };
      },
    });
    renderWithApp(<WithDashboard />);
    const toggle = await screen.findByRole('switch', { name: 'Remind sellers who have not sold' });
    expect(toggle).toHaveAccessibleDescription(
      'One friendly mail, 3 days after joining, to each seller with no sale yet.',
    );
    fireEvent.click(toggle);
    expect(await screen.findByText('Sellers who have not sold will get one reminder.')).toBeInTheDocument();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(bodiesSentTo(fetchMock, REMINDER)).toEqual([{ webShopId: 5, isActive: true }]);
    expect(bodiesSentTo(fetchMock, LEADERBOARD)).toEqual([]);
  });

  it('shows a refusal in the section and leaves the switch as it was', async () => {
    mockApi({ ...config, [LEADERBOARD]: () => ({ status: 503, body: { responseMessage: 'error', message: 'Down' } }) });
    renderWithApp(<ContactPersonToolsSection data={dashboardData()} />);
    const toggle = screen.getByRole('switch', { name: 'Leaderboard for the sellers' });
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(`Error code: 503 ${GENERIC}`);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});

describe("'Motivera försäljarna' / 'Motivate your sellers'", () => {
  it("on a Swedish page: SPEC's Swedish texts, a message from the group's figures, refused empty, sent with 'Skickat!'", async () => {
    const fetchMock = mockApi({
      ...config,
      [MOTIVATE]: () => ({ status: 200, body: { responseMessage: 'ok', sentTo: 3, withoutEmail: 0 } }),
    });
    renderWithApp(<ContactPersonToolsSection data={dashboardData()} />, { language: 'sv' });
    fireEvent.click(screen.getByRole('button', { name: 'Motivera försäljarna' }));
    let dialog = await screen.findByRole('dialog', { name: 'Motivera försäljarna' });
    const text = within(dialog).getByRole('textbox', { name: 'Motivera försäljarna' }) as HTMLTextAreaElement;
    // $66 sold of a $2,000 goal (dashboardData; a goal is measured by what was sold, decision 0049), in Swedish.
    expect(text.value).toMatch(
      /^Hej allihop! På \d+ dagar har vi samlat in 66\u00a0\$ av vårt mål på 2\u00a0000\u00a0\$\./,
    );
    expect(text.getAttribute('maxLength')).toBe('999');

    fireEvent.change(text, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    expect(await within(dialog).findByText('Text saknas.')).toBeInTheDocument();
    expect(within(dialog).getByText('0/999')).toBeInTheDocument();

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Avbryt' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, MOTIVATE)).toEqual([]);

    // Opened again it starts over from the figures, with no error.
    fireEvent.click(screen.getByRole('button', { name: 'Motivera försäljarna' }));
    dialog = await screen.findByRole('dialog', { name: 'Motivera försäljarna' });
    const again = within(dialog).getByRole('textbox', { name: 'Motivera försäljarna' }) as HTMLTextAreaElement;
    expect(again.value).toMatch(/^Hej allihop!/);
    expect(within(dialog).queryByText('Text saknas.')).toBeNull();
    fireEvent.change(again, { target: { value: 'Kör hårt, alla!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    const sent = await screen.findByRole('dialog', { name: 'Skickat!' });
    expect(within(sent).getByText('Ditt meddelande har skickats.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Motivera försäljarna' })).toBeNull();
    expect(bodiesSentTo(fetchMock, MOTIVATE)).toEqual([{ webShopId: 5, message: 'Kör hårt, alla!' }]);
    fireEvent.click(within(sent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and the text open with the error in it when sending fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({ ...config, [MOTIVATE]: () => ({ status: 500, body: { responseMessage: 'error', message: 'x' } }) });
    renderWithApp(<ContactPersonToolsSection data={dashboardData()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Motivate your sellers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Motivate your sellers' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Error code: 500 ${GENERIC}`);
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toMatch(
      /^Hi everyone! In \d+ days we have raised \$66 of our goal of \$2,000\./,
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('on an English page: the English words, and an honest start message when nothing is sold', async () => {
    mockApi(config);
    const data = dashboardData();
    const nothingSold = { ...data, orderSalesInformation: { ...data.orderSalesInformation, totalSales: 0 } };
    renderWithApp(<ContactPersonToolsSection data={nothingSold} />);
    fireEvent.click(screen.getByRole('button', { name: 'Motivate your sellers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Motivate your sellers' });
    const text = within(dialog).getByRole('textbox', { name: 'Motivate your sellers' }) as HTMLTextAreaElement;
    expect(text.value).toMatch(/^Hi everyone! Our fundraiser has started and our goal is \$2,000\. No one has sold/);
    expect(text.value).not.toMatch(/raised|on our way|way toward/);
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/Motivera|Skicka|Avbryt/);
  });
});

describe('sales list', () => {
  it("opens the print view with each participant's name and products in the route state", async () => {
    mockApi(config);
    const { router } = renderWithApp(<ContactPersonToolsSection data={dashboardData()} />);
    fireEvent.click(screen.getByRole('link', { name: 'Print sales list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contactperson/utskrift'));
    expect(router.state.location.state).toEqual({
      sellers: [
        {
          name: 'Anna Berg',
          productsSold: [{ webShopProductId: 1, productName: 'The Baking Book', amount: 3 }],
          totalSales: 66,
        },
      ],
      group: 'Riverside School · Class 4B',
      webShopId: 5,
      currencyCode: 'USD',
    });
  });
});

describe('on a French page', () => {
  it("asks the introduction question with its answers and SPEC's refusal in French, no English", async () => {
    mockApi(config);
    renderWithApp(<ContactPersonToolsSection data={dashboardData({ hasAnsweredIntroductionQuestion: false })} />, {
      language: 'fr',
    });
    const dialog = await screen.findByRole('dialog', { name: fr['tools.introductionTitle'] });
    const question = within(dialog).getByRole('radiogroup', { name: fr['tools.introductionQuestion'] });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      fr['toolsPage.optionSearchEngine'],
      fr['toolsPage.optionSocialMedia'],
      fr['toolsPage.optionFriend'],
      fr['toolsPage.optionSchool'],
      fr['toolsPage.optionEmail'],
      fr['toolsPage.optionOther'],
    ]);
    expect(within(dialog).queryByText('Social media')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: fr['tools.introductionSubmit'] }));
    expect(await within(dialog).findByText(fr['tools.noOptionSelected'])).toBeInTheDocument();
  });

  it("says a refused leaderboard switch with SPEC's error code and the generic text in French", async () => {
    mockApi({ ...config, [LEADERBOARD]: () => ({ status: 503, body: { responseMessage: 'error', message: 'x' } }) });
    renderWithApp(<ContactPersonToolsSection data={dashboardData()} />, { language: 'fr' });
    fireEvent.click(screen.getByRole('switch', { name: fr['tools.leaderboard'] }));
    const generic = translatorFor('fr')('msg.genericError', { email: 'support@fundshop.example' });
    expect((await screen.findByRole('alert')).textContent).toBe(`${fr['tools.errorCode']} 503 ${generic}`);
  });
});
