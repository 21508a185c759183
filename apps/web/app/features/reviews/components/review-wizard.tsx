import { useEffect, useState } from 'react';
import {
  backStep,
  enterSubMode,
  firstStep,
  nextStep,
  openWizard,
  REVIEW_MIN_WORDS,
  REVIEW_STEPS,
  reviewErrorMessage,
  reviewSuccessMessage,
  shownStep,
  visibleStepCount,
  wizardHeader,
  wizardProgress,
  type ReviewMode,
  type ReviewStep,
  type WizardState,
} from '@kilau/domain/reviews';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useIsDesktop } from '~/hooks/use-is-desktop';
import { useApiClient } from '~/lib/api-client';
import { useMessage } from '~/lib/i18n';
import { createReview, editReview, fetchRatingTypes, fetchReviewable } from '../api/review-calls';
import {
  draftAverage,
  draftOf,
  emptyDraft,
  payloadOf,
  stepComplete,
  type ReviewDraft,
} from '../lib/review-draft';
import { useReviewsText } from '../text';
import type { RatingType, Review, ReviewableCombination, WizardProduct } from '../types';
import { AddPhotoPanel, CaptionPanel, CropPanel } from './photo-editor';
import { ReviewTextStep } from './review-text-step';
import { newPhotoKey, usePhotoUploads } from './use-photo-uploads';
import { CombinationStep, RatingStep, RepurchaseStep, StepBody } from './wizard-steps';
import { WizardFrame } from './wizard-frame';

/** The wizard on this device: a desktop starts no earlier than its first step. */
const onDevice = (state: WizardState, device: WizardState['device']): WizardState =>
  state.device === device
    ? state
    : { ...state, device, step: Math.max(firstStep(device, state.mode), state.step) };

export type WizardOutcome =
  | { ok: true; review: Review; message: string }
  | { ok: false; message: string; close: boolean };

/**
 * The review wizard (001 §2, §4, §5, §8): a new review goes combinations → rating → review →
 * repurchase (desktop chooses the combination beside the form, so its steps are one fewer); an
 * edit goes rating → text and photos → recommend and repurchase, and asks before saving. Back
 * leaves a sub-mode, moves one step, or closes at the first. The outcome goes to the caller,
 * who closes the modal and shows the toast.
 */
export function ReviewWizard({
  mode,
  product,
  review,
  combinationId,
  onClose,
  onDone,
}: {
  mode: ReviewMode;
  product: WizardProduct;
  review?: Review | null;
  combinationId?: string | null;
  onClose: () => void;
  onDone: (outcome: WizardOutcome) => void;
}) {
  const text = useReviewsText();
  const message = useMessage();
  const api = useApiClient();
  const desktop = useIsDesktop();
  const [own, setState] = useState<WizardState>(() =>
    openWizard(mode, desktop ? 'desktop' : 'mobile'),
  );
  // The device decides the first step: follow it when the window crosses the breakpoint.
  const state = onDevice(own, desktop ? 'desktop' : 'mobile');
  const [draft, setDraft] = useState<ReviewDraft>(() =>
    review ? draftOf(review) : emptyDraft(combinationId ?? null),
  );
  const [types, setTypes] = useState<RatingType[]>([]);
  const [combinations, setCombinations] = useState<ReviewableCombination[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [subject, setSubject] = useState<{ key: string; source?: Blob } | null>(null);
  const { upload } = usePhotoUploads(api, setDraft, text('wizardUploadFailed'));

  useEffect(() => {
    let live = true;
    void fetchRatingTypes(api).then((result) => live && result.ok && setTypes(result.data));
    if (mode === 'create') {
      void fetchReviewable(api, product.id).then((result) => {
        if (!live || !result.ok) return;
        setCombinations(result.data.combinations);
        setDraft((current) => {
          const open = result.data.combinations.filter((c) => c.review_id === null);
          const keep = open.some((c) => c.id === current.combinationId);
          return keep ? current : { ...current, combinationId: open[0]?.id ?? null };
        });
      });
    }
    return () => {
      live = false;
    };
  }, [api, mode, product.id]);

  const step = REVIEW_STEPS[state.step] as ReviewStep;
  const last = state.step === REVIEW_STEPS.length - 1;
  const change = (patch: Partial<ReviewDraft>) => {
    setHint(null);
    setDraft((current) => ({ ...current, ...patch }));
  };

  const hintFor = (incomplete: ReviewStep): string => {
    if (incomplete === 'rating') return message('rating_required');
    if (incomplete === 'review') {
      return draft.photos.some((photo) => photo.name === null && photo.error === null)
        ? text('wizardUploading', {
            percent: Math.min(...draft.photos.map((photo) => photo.progress ?? 100)),
          })
        : message('review_text_min_words', { min: REVIEW_MIN_WORDS });
    }
    return text('wizardChooseAnswer');
  };

  const back = () => {
    setHint(null);
    const moved = backStep(state);
    if (!moved.open) onClose();
    else setState(moved);
  };

  const send = async () => {
    setConfirming(false);
    setSaving(true);
    const payload = payloadOf(draft, types);
    const result =
      mode === 'edit' && review
        ? await editReview(api, review._id, payload)
        : await createReview(api, {
            ...payload,
            product_id: String(product.id),
            combination_id: draft.combinationId ?? '',
          });
    setSaving(false);
    if (result.ok) {
      onDone({
        ok: true,
        review: result.data,
        message: result.message || message(reviewSuccessMessage(mode)),
      });
      return;
    }
    // 001 §8: the two 403s say their own words, a refused field the server's, others retry.
    const said =
      result.status === 403
        ? message(reviewErrorMessage(403, result.errorCode))
        : result.status === 422 && result.message
          ? result.message
          : message(reviewErrorMessage(result.status));
    onDone({
      ok: false,
      message: said,
      // An edit closes on every error (001 §8); a new review keeps its draft unless refused.
      close: mode === 'edit' || result.status === 403 || result.status === 401,
    });
  };

  const forward = () => {
    const first = firstStep(state.device, state.mode);
    const incomplete = REVIEW_STEPS.slice(first, state.step + 1).find(
      (own) => !stepComplete(own, draft, types),
    );
    if (incomplete) {
      setHint(hintFor(incomplete));
      if (incomplete !== step) setState({ ...state, step: REVIEW_STEPS.indexOf(incomplete) });
      return;
    }
    if (!last) {
      setState(nextStep(state));
      return;
    }
    if (mode === 'edit') setConfirming(true);
    else void send();
  };

  const photo = subject ? draft.photos.find((own) => own.key === subject.key) : undefined;
  const body = (() => {
    if (state.subMode === 'add_photo') {
      return (
        <AddPhotoPanel
          onChosen={(file) => {
            setSubject({ key: newPhotoKey(), source: file });
            setState(enterSubMode(state, 'crop'));
          }}
        />
      );
    }
    if (state.subMode === 'crop' && subject?.source) {
      const source = subject.source;
      return (
        <CropPanel
          source={source}
          onApply={(crop) => {
            void upload(subject.key, source, crop);
            setState({ ...state, subMode: null });
          }}
        />
      );
    }
    if (state.subMode === 'edit_caption' && photo) {
      return (
        <CaptionPanel
          preview={photo.preview}
          caption={photo.description}
          onSave={(description) => {
            change({
              photos: draft.photos.map((own) =>
                own.key === photo.key ? { ...own, description } : own,
              ),
            });
            setState({ ...state, subMode: null });
          }}
        />
      );
    }
    switch (step) {
      case 'combination':
        return (
          <CombinationStep
            combinations={combinations}
            value={draft.combinationId}
            onChange={(id) => change({ combinationId: id })}
          />
        );
      case 'rating':
        return (
          <RatingStep
            types={types}
            stars={draft.stars}
            average={draftAverage(draft, types)}
            onChange={(code, value) => change({ stars: { ...draft.stars, [code]: value } })}
          />
        );
      case 'review':
        return (
          <ReviewTextStep
            draft={draft}
            onChange={change}
            onAddPhoto={() => setState(enterSubMode(state, 'add_photo'))}
            onCaption={(own) => {
              setSubject({ key: own.key });
              setState(enterSubMode(state, 'edit_caption'));
            }}
            onCrop={(own) => {
              setSubject({ key: own.key, ...(own.source ? { source: own.source } : {}) });
              setState(enterSubMode(state, 'crop'));
            }}
            onRemovePhoto={(own) =>
              change({ photos: draft.photos.filter((other) => other.key !== own.key) })
            }
          />
        );
      default:
        return <RepurchaseStep draft={draft} onChange={change} />;
    }
  })();

  const side =
    mode === 'create' && state.device === 'desktop' ? (
      <CombinationStep
        compact
        combinations={combinations}
        value={draft.combinationId}
        onChange={(id) => change({ combinationId: id })}
      />
    ) : null;

  return (
    <>
      <WizardFrame
        kind={mode === 'edit' ? 'editReview' : 'reviewWriting'}
        title={message(wizardHeader(state, draft.photos.length))}
        product={product}
        variant={
          review?.variant ?? combinations.find((c) => c.id === draft.combinationId)?.label ?? null
        }
        side={side}
        progress={wizardProgress(state)}
        stepLabel={text('wizardStepOf', {
          step: shownStep(state) + 1,
          count: visibleStepCount(state.device, state.mode),
        })}
        onClose={onClose}
        onBack={back}
        footer={
          state.subMode ? null : (
            <button
              type="button"
              onClick={forward}
              disabled={saving}
              className={`${BUTTON_CLASS.primary} flex-1`}
            >
              {saving
                ? text('wizardSaving')
                : last
                  ? mode === 'edit'
                    ? text('wizardSave')
                    : text('wizardPublish')
                  : text('wizardNext')}
            </button>
          )
        }
      >
        <StepBody hint={hint}>{body}</StepBody>
      </WizardFrame>
      <Modal
        kind="globalConfirmation"
        open={confirming}
        onClose={() => setConfirming(false)}
        title={text('wizardSave')}
        className="sm:max-w-md"
      >
        <p className="text-sm leading-relaxed text-plum-800">{text('wizardSaveQuestion')}</p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={BUTTON_CLASS.secondary}
          >
            {text('wizardBack')}
          </button>
          <button type="button" onClick={() => void send()} className={BUTTON_CLASS.primary}>
            {text('wizardSave')}
          </button>
        </div>
      </Modal>
    </>
  );
}
