import { undoEmailChangeResponse, type UndoEmailChangeRequest, type UndoEmailChangeResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact-person/undo-email-change (public); 404 'undo-link-invalid' for a used, old or unknown link. */
export function undoEmailChange(body: UndoEmailChangeRequest): Promise<UndoEmailChangeResponse> {
  return apiRequest('/api/contact-person/undo-email-change', { body, schema: undoEmailChangeResponse });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
