import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Text } from '@fluentui/react-components';
import { type LayoutDocument } from '@plugin-api';
import { SUPPLIER_STATION, type OverlayScope } from '@plugin-api/layout-admin';
import { FrameOriginsForm } from './FrameOriginsForm';
import { HomeBlocksForm } from './HomeBlocksForm';
import { LoginPageForm } from './LoginPageForm';
import { TabGroupsForm } from './TabGroupsForm';
import { TopBarForm } from './TopBarForm';
import { useFormStyles } from './formParts';

const SECTIONS = ['topBar', 'blocks', 'tabGroups', 'loginPage', 'origins'] as const;

const HEADINGS = defineMessages({
  topBar: { id: 'i18n_forms_topBar' },
  blocks: { id: 'i18n_forms_blocks' },
  tabGroups: { id: 'i18n_forms_tabGroups' },
  loginPage: { id: 'i18n_forms_loginPage' },
  origins: { id: 'i18n_forms_origins' },
});

export interface OverlayFormsProps {
  /** The merged document of the layers under the overlay being edited (portal.layoutAdmin.documentBelow(scope)). */
  below: LayoutDocument;
  /** The overlay being edited, as the JSON tab shows it. */
  patch: Record<string, unknown>;
  /** Called with the new overlay after each change in a form. */
  onChange: (patch: Record<string, unknown>) => void;
  /**
   * The overlay's scope: a personal one ('user') may not set frame origins; the suppliers' one shows
   * only the suppliers' column of the top bar. Absent: the tenant's.
   */
  scope?: OverlayScope;
}

/**
 * The forms for the common changes of an overlay (top bar, home blocks, tab groups, login page,
 * frame origins). Each change goes through a pure edit of @plugin-api, which writes the smallest
 * overlay giving what the admin chose; the forms hold no copy of the overlay.
 */
export const OverlayForms = observer(function OverlayForms({ below, patch, onChange, scope }: OverlayFormsProps) {
  const intl = useIntl();
  const styles = useFormStyles();
  const props = { below, patch, onChange };
  // The suppliers' overlay reaches suppliers only: hiding an item from buyers there would change nothing.
  const suppliersOnly = (scope as string | undefined) === 'suppliers';
  return (
    <div className={styles.section} data-testid="overlay-forms">
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_forms_hint' })}</Text>
      <Accordion multiple collapsible defaultOpenItems={[...SECTIONS]}>
        {SECTIONS.map((section) => (
          <AccordionItem key={section} value={section}>
            <AccordionHeader as="h2" size="large">
              {intl.formatMessage(HEADINGS[section])}
            </AccordionHeader>
            <AccordionPanel>
              {section === 'topBar' && <TopBarForm {...props} stations={suppliersOnly ? [SUPPLIER_STATION] : undefined} />}
              {section === 'blocks' && <HomeBlocksForm {...props} />}
              {section === 'tabGroups' && <TabGroupsForm {...props} />}
              {section === 'loginPage' && <LoginPageForm {...props} />}
              {section === 'origins' && <FrameOriginsForm {...props} personal={scope === 'user'} />}
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
});
