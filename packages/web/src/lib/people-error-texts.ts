import { PEOPLE_MSG, PERSONAL_DATA_MSG, readNameTakenMessage } from '@fundshop/core';
import { addErrorTexts, useErrorText, type ErrorTextReader } from './i18n.tsx';

// SPEC's error-name names the group: the one refusal about people with a value in it.
const readNameTaken: ErrorTextReader = (text) => {
  const taken = readNameTakenMessage(text);
  return taken && { key: 'participants.nameTaken', values: taken };
};

/**
 * useErrorText() on the screens about people (participants, guardians, a person's data), which also know the
 * refusals of PEOPLE_MSG and PERSONAL_DATA_MSG; kept out of lib/i18n.tsx so the store does not carry them.
 */
export function usePeopleErrorText(): ReturnType<typeof useErrorText> {
  addErrorTexts({ people: PEOPLE_MSG, personalData: PERSONAL_DATA_MSG }, readNameTaken);
  return useErrorText();
}
