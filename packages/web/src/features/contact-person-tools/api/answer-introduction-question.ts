import { answerIntroductionQuestionResponse, type answerIntroductionQuestionRequest } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

export type IntroductionAnswer = z.output<typeof answerIntroductionQuestionRequest>;

/**
 * POST /api/contact-person/answer-introduction-question (organiser): how the group heard of us, answered once;
 * a second answer is refused with 409 'introduction-already-answered'.
 */
export function answerIntroductionQuestion(body: IntroductionAnswer) {
  return apiRequest('/api/contact-person/answer-introduction-question', {
    body,
    auth: 'contact-person',
    schema: answerIntroductionQuestionResponse,
  });
}

/** The dashboard's hasAnsweredIntroductionQuestion decides whether the question shows, so it is refetched. */
export function useAnswerIntroductionQuestion(webShopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerIntroductionQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(webShopId) }),
  });
}
