import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Field, Input, Text } from '@fluentui/react-components';
import { imageSource, mergedDocument, setImageSource, setLoginText, textForLanguage, type EditProblem, type LoginImage, type LoginTextField } from '@plugin-api/layout-admin';
import { languageName, problemText, useFormStyles, type SectionProps } from './formParts';

const TEXT_FIELDS = defineMessages({
  systemTitle: { id: 'i18n_forms_login_systemTitle' },
  systemName: { id: 'i18n_forms_login_systemName' },
  advertisement: { id: 'i18n_forms_login_advertisement' },
});

const IMAGES = defineMessages({
  logo: { id: 'i18n_forms_image_logo' },
  loginLogo: { id: 'i18n_forms_image_loginLogo' },
  background: { id: 'i18n_forms_image_background' },
});

const LANGUAGES = ['zh_cn', 'en'] as const;

/** The login page's default texts per language and its images (logos, background). */
export const LoginPageForm = observer(function LoginPageForm({ below, patch, onChange }: SectionProps) {
  const intl = useIntl();
  const styles = useFormStyles();
  const merged = mergedDocument(below, patch);
  return (
    <div className={styles.section} data-testid="form-login">
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_forms_login_serverWins' })}</Text>
      {(Object.keys(TEXT_FIELDS) as LoginTextField[]).map((field) => (
        <div key={field} className={styles.row}>
          {LANGUAGES.map((language) => (
            <Field key={language} className={styles.grow} label={intl.formatMessage({ id: 'i18n_forms_login_text' }, { field: intl.formatMessage(TEXT_FIELDS[field]), language: languageName(intl, language) })}>
              <Input
                value={textForLanguage(merged.loginPage.defaults[field], language)}
                onChange={(_, data) => onChange(setLoginText(below, patch, field, language, data.value))}
                data-testid={`form-login-${field}-${language}`}
              />
            </Field>
          ))}
        </div>
      ))}
      {(Object.keys(IMAGES) as LoginImage[]).map((image) => (
        <ImageField key={image} image={image} value={imageSource(merged, image)} {...{ below, patch, onChange }} />
      ))}
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_forms_image_hint' })}</Text>
    </div>
  );
});

/** One image address: written into the overlay while it is a valid image source, else kept here with the reason. */
function ImageField({ image, value, below, patch, onChange }: SectionProps & { image: LoginImage; value: string }) {
  const intl = useIntl();
  const styles = useFormStyles();
  const [refused, setRefused] = useState<{ text: string; problem: EditProblem } | undefined>();
  return (
    <Field
      label={intl.formatMessage(IMAGES[image])}
      validationState={refused ? 'error' : 'none'}
      validationMessage={refused ? problemText(intl, refused.problem) : undefined}
      className={styles.grow}
    >
      <Input
        value={refused?.text ?? value}
        onChange={(_, data) => {
          const result = setImageSource(below, patch, image, data.value);
          if (result.ok) {
            setRefused(undefined);
            onChange(result.patch);
          } else {
            setRefused({ text: data.value, problem: result.problem });
          }
        }}
        data-testid={`form-login-image-${image}`}
      />
    </Field>
  );
}
