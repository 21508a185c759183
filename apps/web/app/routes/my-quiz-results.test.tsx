import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUIZ_PATHS } from '~/features/quiz/api/quiz-calls';
import { axeViolations } from '~/testing/axe';
import { A_MEMBER_RESULT } from '~/testing/quiz';
import { renderRouteModule, stubApi, type ApiReply } from '~/testing/route-module';
import * as route from './my-quiz-results';

const render = (reply: ApiReply) => {
  const { context } = stubApi({ [`GET ${QUIZ_PATHS.memberResults}`]: reply });
  return renderRouteModule(route, { path: '/my-quiz-results', context });
};

describe('/my-quiz-results', () => {
  it('shows each quiz’s latest result: skin type, focus and the routine', async () => {
    const view = render({ data: [A_MEMBER_RESULT] });
    const card = await screen.findByRole('article', { name: 'Kenali Tipe Kulitmu' });
    expect(within(card).getByText('Diikuti 20 Nov 2026')).toBeTruthy();
    expect(within(card).getByText('Kulit berminyak')).toBeTruthy();
    expect(within(card).getByRole('article', { name: 'Gentle Foam Cleanser' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ulangi kuis' }).getAttribute('href')).toBe(
      '/quiz/tipe-kulit',
    );
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('invites a member with no result to the skin-type quiz', async () => {
    render({ data: [] });
    const link = await screen.findByRole('link', { name: 'IKUTI KUIS TIPE KULIT' });
    expect(link.getAttribute('href')).toBe('/quiz/tipe-kulit');
  });

  it('says so when the list cannot be read', async () => {
    render({ status: 503 });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hasil kuis belum bisa dimuat',
    );
  });

  it('sends a guest to the login and back', async () => {
    render({ status: 401 });
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/?login=1&redirect=/my-quiz-results',
    );
  });
});
