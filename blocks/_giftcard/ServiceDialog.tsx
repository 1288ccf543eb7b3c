import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { useLocale, useT } from '@quai/engine/i18n';
import { giftCardModalMachine, type Captcha } from '../../machines/giftcard-modal';
import { showToast } from '../_ui/toasts';
import { getJson, GiftCardRefusal, postJson } from './api';
import { GIFT_CARD_PATHS, GIFT_CARD_SERVICE_PATHS } from '../../adapters/bff-client/paths';
import { activationWindow, dayFromNow, resendPurchaseWindow } from '../../domain/giftcard/dates';
import { refusalMessageKey, type GiftCardService } from './errors';
import { DayField, Field } from './Field';
import { CaptchaField } from './CaptchaField';
import { trimmed } from '../../domain/giftcard/people';
import { checkServiceForm, type FieldErrors } from './validation';
import styles from './giftcard.module.css';

export type DialogService = Exclude<GiftCardService, 'card-lookup'>;

/** The fields of each dialog, in order; the captcha comes last where there is one. */
const FIELDS: Record<DialogService, string[]> = {
  'change-pin': ['pan', 'transactionId', 'email', 'confirm'],
  'resend-email': ['transactionId', 'orderId', 'email', 'confirm'],
  'resend-purchase-email': ['email', 'confirm', 'minDate', 'maxDate'],
  'update-activation-date': ['transactionId', 'email', 'confirm', 'activationDate'],
  retractation: ['transactionId', 'email', 'confirm'],
};
const WITH_CAPTCHA: ReadonlySet<DialogService> = new Set(['change-pin', 'resend-email']);

/**
 * One gift-card service in a react-aria dialog: focus moves into it and stays there, Escape
 * closes it, focus returns to its button. The machine fetches a captcha on opening and again after
 * a wrong answer; closing forgets the form and the confirmation.
 */
export function ServiceDialog({ service }: { service: DialogService }) {
  const t = useT();
  const locale = useLocale();
  const withCaptcha = WITH_CAPTCHA.has(service);
  const empty = () => Object.fromEntries([...FIELDS[service], ...(withCaptcha ? ['captchaCode'] : [])].map((name) => [name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, send] = useMachine(
    giftCardModalMachine.provide({
      actors: {
        loadCaptcha: fromPromise(() => getJson<Captcha>(GIFT_CARD_PATHS.captcha)),
        send: fromPromise(async ({ input }) => {
          try {
            return await postJson(GIFT_CARD_SERVICE_PATHS[service], {
              ...input.values,
              ...(input.captcha ? { captchaId: input.captcha.captchaId } : {}),
              langcode: locale,
            });
          } catch (error) {
            // No answer at all (the network failed) is refused like any other failure: status 0, the default error toast.
            const { status, cause, outage } = error instanceof GiftCardRefusal ? error : { status: 0, cause: undefined, outage: undefined };
            // The captcha answer is refused on its field; a server that cannot serve now says so in
            // its own words (the form is kept, to send again); everything else is the spec's toast.
            if (!(status === 401 && cause === 'INCORRECT_CAPTCHA'))
              showToast({ kind: 'error', message: outage ?? t(refusalMessageKey(service, status, cause)) });
            throw { status, cause };
          }
        }),
      },
    }),
    { input: { withCaptcha } },
  );
  // A new picture asks for a new answer.
  const captchaId = state.context.captcha?.captchaId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picture's id is what triggers the reset, though the reset does not read it.
  useEffect(() => setValues((current) => ('captchaCode' in current ? { ...current, captchaCode: '' } : current)), [captchaId]);
  const isOpen = !state.matches('closed');
  const close = () => {
    send({ type: 'close' });
    setValues(empty());
    setErrors({});
  };
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const clean = trimmed(values);
    const found = checkServiceForm(clean, { activation: activationWindow(), purchases: resendPurchaseWindow() });
    setErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'submit', values: clean });
  };
  const error = (name: string) => (errors[name] ? t(errors[name]!) : undefined);
  const sending = state.matches({ open: 'sending' });
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={(open) => (open ? send({ type: 'open' }) : close())}>
      <Button className={styles.secondary}>{t(`giftcard.service.${service}.open`)}</Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            <div className={styles.dialogTop}>
              <Heading slot="title" className={styles.title}>
                {t(`giftcard.service.${service}.title`)}
              </Heading>
              <Button className={styles.secondary} onPress={close}>
                {t('giftcard.dialog.close')}
              </Button>
            </div>
            {state.matches('success') ? (
              <div role="status">
                <p>{t(`giftcard.service.${service}.done`)}</p>
                {/* The form is gone: the focus goes to the way out, inside the dialog. */}
                <Button className={styles.button} onPress={close} autoFocus>
                  {t('giftcard.dialog.close')}
                </Button>
              </div>
            ) : (
              <form className={styles.form} onSubmit={submit} noValidate>
                {FIELDS[service].map((name) =>
                  name === 'activationDate' || name === 'minDate' || name === 'maxDate' ? (
                    <DayField
                      key={name}
                      name={name}
                      label={t(`giftcard.field.${name}`)}
                      value={values[name]!}
                      onChange={set(name)}
                      commit={name === 'activationDate' ? dayFromNow : undefined}
                      error={error(name)}
                    />
                  ) : (
                    <Field
                      key={name}
                      name={name}
                      label={t(`giftcard.field.${name}`)}
                      value={values[name]!}
                      onChange={set(name)}
                      error={error(name)}
                      type={name === 'email' || name === 'confirm' ? 'email' : 'text'}
                      maxLength={name === 'orderId' ? 6 : name === 'email' || name === 'confirm' ? 254 : 32}
                      autoComplete={name === 'email' ? 'email' : 'off'}
                      noPaste={name === 'confirm'}
                    />
                  ),
                )}
                {withCaptcha && (
                  <CaptchaField
                    captcha={state.context.captcha}
                    value={values.captchaCode!}
                    onChange={set('captchaCode')}
                    error={state.context.captchaError ? t('giftcard.captcha.invalid') : error('captchaCode')}
                    onReload={() => send({ type: 'captcha.reload' })}
                  />
                )}
                <Button type="submit" className={styles.button} isDisabled={sending}>
                  {t(`giftcard.service.${service}.submit`)}
                </Button>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
