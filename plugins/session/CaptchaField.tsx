import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldKeyhole20Regular } from '@fluentui/react-icons';
import { CAPTCHA_LENGTH, usePortal } from '@plugin-api';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  // minWidth 0: as an item of the Field's grid the row would otherwise keep its content's width and
  // push the image past the card.
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  input: { flex: '1', minWidth: 0 },
  image: {
    // Border-box and no shrinking: the 1 px border made the button 122 px and push past the card.
    boxSizing: 'border-box',
    flexShrink: 0,
    width: '120px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
    padding: 0,
    background: 'none',
    display: 'grid',
    placeItems: 'center',
  },
});

export interface CaptchaHandle {
  /** The id of the image shown (the server checks the answer against it, once). */
  readonly captchaId: string | undefined;
  /** A new image (after every attempt: a captcha is single use). */
  refresh(): void;
}

/** Captcha of length 4: an image the server made (click for another) and its input. */
export const CaptchaField = forwardRef<CaptchaHandle, { value: string; onChange(value: string): void; validation?: string; hint?: string }>(
  function CaptchaField({ value, onChange, validation, hint }, ref) {
    const portal = usePortal();
    const intl = useIntl();
    const styles = useStyles();
    const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | undefined>();
    const [loading, setLoading] = useState(false);
    const length = CAPTCHA_LENGTH;

    const refresh = useCallback(() => {
      setLoading(true);
      portal.session.captcha().then(
        (next) => {
          setCaptcha(next);
          setLoading(false);
        },
        () => setLoading(false),
      );
      onChange('');
    }, [portal]);

    useEffect(() => refresh(), [refresh]);
    useImperativeHandle(ref, () => ({ captchaId: captcha?.captchaId, refresh }), [captcha, refresh]);

    return (
      <Field label={intl.formatMessage({ id: 'i18n_login_captcha' })} required validationMessage={validation} hint={hint}>
        <div className={styles.row}>
          <Input
            className={styles.input}
            name="captcha"
            autoComplete="off"
            maxLength={length}
            contentBefore={<ShieldKeyhole20Regular />}
            value={value}
            onChange={(_, data) => onChange(data.value)}
            size="large"
          />
          <button type="button" className={styles.image} onClick={refresh} title={intl.formatMessage({ id: 'i18n_login_captcha_refresh' })} data-testid="captcha-image">
            {loading || !captcha ? <Spinner size="tiny" /> : <img src={captcha.image} width={116} height={36} alt={intl.formatMessage({ id: 'i18n_login_captcha' })} data-captcha-id={captcha.captchaId} />}
          </button>
        </div>
      </Field>
    );
  },
);
