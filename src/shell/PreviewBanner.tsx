import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';

const useStyles = makeStyles({
  bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
});

/**
 * While a tenant admin previews a draft layout or looks at the portal as another kind of user, every
 * page says so at its top, with the one way out: "Exit preview" drops both the draft and the identity.
 */
export const PreviewBanner = observer(function PreviewBanner() {
  const { layout, visibility, locale } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const draft = layout.draft !== undefined;
  const target = visibility.previewTarget;
  if (!draft && !target) return null;
  const parts = [
    ...(draft ? [intl.formatMessage({ id: 'i18n_preview_draft' })] : []),
    ...(target ? [intl.formatMessage({ id: 'i18n_preview_seenAs' }, { target: locale.text(target.label) })] : []),
  ];
  const exit = () => {
    layout.setDraft(undefined);
    visibility.previewAs(undefined);
  };
  return (
    <div role="status" data-testid="preview-banner" className={styles.bar}>
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage({ id: 'i18n_preview_title' })}</MessageBarTitle>
          {parts.join(' · ')}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={exit} data-testid="preview-exit">
            {intl.formatMessage({ id: 'i18n_preview_exit' })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
});
