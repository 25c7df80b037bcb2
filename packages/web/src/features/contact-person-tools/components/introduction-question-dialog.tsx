import {
  answerIntroductionQuestionRequest,
  INTRODUCTION_OPTIONS,
  MESSAGE_MAX,
  type IntroductionOption,
  type MessageKey,
} from '@fundshop/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormRadioGroup } from '../../../components/form/form-radio-group.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { LASTING_FLAGS, lastingFlag } from '../../../lib/session-flag.ts';
import { useAnswerIntroductionQuestion } from '../api/answer-introduction-question.ts';
import { useFailureText } from './failure-text.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Each answer's label in the page's language (the server stores the English one, INTRODUCTION_OPTION_LABELS). */
const OPTION_KEYS = {
  'search-engine': 'toolsPage.optionSearchEngine',
  'social-media': 'toolsPage.optionSocialMedia',
  'friend-or-other-group': 'toolsPage.optionFriend',
  'school-or-club': 'toolsPage.optionSchool',
  'email-or-newsletter': 'toolsPage.optionEmail',
  other: 'toolsPage.optionOther',
} as const satisfies Record<IntroductionOption, MessageKey>;

/** How long 'Not now' puts the question off in this browser: not at every login, but again within a fundraiser. */
export const INTRODUCTION_LATER_DAYS = 7;

/**
 * SPEC §2/§4/§5 introduction question: asked on the organiser's dashboard until it is answered (the dashboard's
 * hasAnsweredIntroductionQuestion). 'Not now' puts it off in this browser for INTRODUCTION_LATER_DAYS (an organiser
 * who came to do something else is not held up, nor asked at every login); 'Other' asks for a description. An answer
 * given meanwhile in another tab (409) closes it as well. It waits while another dialog of the dashboard is open
 * (`waiting`: the webshop-locked notice), so that two dialogs never stand over each other.
 */
export function IntroductionQuestionDialog({
  webShopId,
  answered,
  waiting,
}: {
  webShopId: number;
  answered: boolean;
  waiting: boolean;
}) {
  const t = useT();
  const options = INTRODUCTION_OPTIONS.map((value) => ({ value, label: t(OPTION_KEYS[value]) }));
  const answer = useAnswerIntroductionQuestion(webShopId);
  const toFailure = useFailureText();
  // Closed at once on success: the refetched dashboard that says so comes a moment later.
  const [done, setDone] = useState(false);
  const later = lastingFlag(LASTING_FLAGS.introductionLater(webShopId), INTRODUCTION_LATER_DAYS);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(answerIntroductionQuestionRequest, { webShopId, description: '' });
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      setFailure(null);
      await answer.mutateAsync(values);
      setDone(true);
    },
    {
      refused: (error) => {
        if (hasErrorCode(error, 'introduction-already-answered')) {
          setDone(true);
          return true;
        }
        // Errors of the answer and the description go on their fields; webShopId is not the organiser's to fix.
        if (hasFieldErrors(error) && ('answer' in error.fieldErrors || 'description' in error.fieldErrors)) {
          return false;
        }
        setFailure(toFailure(error));
        return true;
      },
    },
  );
  const choice = useWatch({ control: form.control, name: 'answer' });
  const busy = form.formState.isSubmitting;

  return (
    <FormDialog
      open={!answered && !done && !waiting && !later.isSet()}
      title={t('tools.introductionTitle')}
      maxWidth="sm"
      submitLabel={t('tools.introductionSubmit')}
      cancelLabel={t('tools.introductionLater')}
      onCancel={() => {
        later.set();
        setDone(true);
      }}
      busy={busy}
      error={formError ?? failure}
      onSubmit={onSubmit}
    >
      <FormRadioGroup form={form} name="answer" label={t('tools.introductionQuestion')} options={options} />
      {choice === 'other' ? (
        <FormTextField
          form={form}
          name="description"
          label={t('tools.introductionOtherLabel')}
          multiline
          minRows={2}
          maxLength={MESSAGE_MAX.introductionOther}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- MUI Dialog: the field appears when 'other' is chosen, and the answer goes on there
          autoFocus
        />
      ) : null}
    </FormDialog>
  );
}
