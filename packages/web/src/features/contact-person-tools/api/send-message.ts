import {
  motivateSellersRequest,
  sendMessageToSellersResponse,
  sendMessageToSupportResponse,
  type SendMessageToSellersResponse,
} from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** A message form's parsed values; the three message calls take the same body (SPEC §3 Message payload). */
export type MessageBody = z.output<typeof motivateSellersRequest>;

/** POST /api/contact-person/send-message-to-sellers (organiser): mails every active participant with an email. */
export function sendMessageToSellers(body: MessageBody): Promise<SendMessageToSellersResponse> {
  return apiRequest('/api/contact-person/send-message-to-sellers', {
    body,
    auth: 'contact-person',
    schema: sendMessageToSellersResponse,
  });
}

/** POST /api/contact-person/motivate-sellers (organiser): 'Motivera försäljarna', delivered like a message. */
export function motivateSellers(body: MessageBody): Promise<SendMessageToSellersResponse> {
  return apiRequest('/api/contact-person/motivate-sellers', {
    body,
    auth: 'contact-person',
    schema: sendMessageToSellersResponse,
  });
}

/** POST /api/contact-person/send-message-to-support (organiser). */
export function sendMessageToSupport(body: MessageBody): Promise<z.infer<typeof sendMessageToSupportResponse>> {
  return apiRequest('/api/contact-person/send-message-to-support', {
    body,
    auth: 'contact-person',
    schema: sendMessageToSupportResponse,
  });
}

export function useSendMessageToSellers() {
  return useMutation({ mutationFn: sendMessageToSellers });
}

export function useMotivateSellers() {
  return useMutation({ mutationFn: motivateSellers });
}

export function useSendMessageToSupport() {
  return useMutation({ mutationFn: sendMessageToSupport });
}
