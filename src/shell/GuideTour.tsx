import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { QuestionCircle20Regular } from '@fluentui/react-icons';
import { GUIDE_STEPS, type GuideStep } from '../stores/guideStore';
import { useStores } from '../stores/rootStore';
import type { TopBarItemProps } from './TopBar/topBarItemProps';
import { labelTooltip } from './labelTooltip';
import { useTopBarStyles } from './TopBar/useTopBarStyles';

/** Title and text of each step (ids named here so that the message check sees them). */
const STEP_MESSAGES: Record<GuideStep, { title: { id: string }; text: { id: string } }> = {
  menu: defineMessages({ title: { id: 'i18n_guide_menu_title' }, text: { id: 'i18n_guide_menu_text' } }),
  tabs: defineMessages({ title: { id: 'i18n_guide_tabs_title' }, text: { id: 'i18n_guide_tabs_text' } }),
  topBar: defineMessages({ title: { id: 'i18n_guide_topBar_title' }, text: { id: 'i18n_guide_topBar_text' } }),
  settings: defineMessages({ title: { id: 'i18n_guide_settings_title' }, text: { id: 'i18n_guide_settings_text' } }),
};

const useStyles = makeStyles({
  surface: { maxWidth: '440px' },
  count: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The part of the shell each step points at (outlined while the step shows). */
const TARGETS: Record<GuideStep, string> = {
  menu: '[data-testid="side-menu"], [data-testid="top-menu"]',
  tabs: '[data-testid="tab-strip"]',
  topBar: '[data-testid="top-bar"]',
  settings: '[data-testid="topbar-displaySettings"]',
};

/** Outlines the step's part of the shell while it shows. */
function useOutline(step: GuideStep | undefined): void {
  useEffect(() => {
    if (!step) return;
    const element = document.querySelector<HTMLElement>(TARGETS[step]);
    if (!element) return;
    const before = { outline: element.style.outline, offset: element.style.outlineOffset };
    element.style.outline = `3px solid ${tokens.colorPaletteYellowBorderActive}`;
    element.style.outlineOffset = '-3px';
    return () => {
      element.style.outline = before.outline;
      element.style.outlineOffset = before.offset;
    };
  }, [step]);
}

/** The top-bar item that opens the tour again. */
export const GuideButton = observer(function GuideButton({ label, testId }: TopBarItemProps) {
  const { guide } = useStores();
  const styles = useTopBarStyles();
  return (
    <Tooltip content={labelTooltip(label)} relationship="label">
      <Button appearance="transparent" className={styles.item} icon={<QuestionCircle20Regular />} onClick={() => guide.open()} aria-haspopup="dialog" data-testid={testId} />
    </Tooltip>
  );
});

/**
 * The first-use tour: a short dialog per part of the shell (menu, tabs, top bar, display
 * settings) with Back, Next and Done; Esc or Skip closes it. Shown once to each new user.
 */
export const GuideTour = observer(function GuideTour() {
  const { guide } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const step = guide.step;
  useOutline(step);
  if (step === undefined || guide.index === undefined) return null;
  const index = guide.index;
  const last = index === GUIDE_STEPS.length - 1;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && guide.finish()}>
      <DialogSurface className={styles.surface} data-testid="guide" data-step={step}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(STEP_MESSAGES[step].title)}</DialogTitle>
          <DialogContent>
            <Text as="p" block>
              {intl.formatMessage(STEP_MESSAGES[step].text)}
            </Text>
            <Text className={styles.count} data-testid="guide-count">
              {intl.formatMessage({ id: 'i18n_guide_count' }, { step: index + 1, total: GUIDE_STEPS.length })}
            </Text>
          </DialogContent>
          <DialogActions fluid>
            {!last && (
              <Button appearance="subtle" onClick={() => guide.finish()} data-testid="guide-skip">
                {intl.formatMessage({ id: 'i18n_guide_skip' })}
              </Button>
            )}
            <Button onClick={() => guide.back()} disabled={index === 0} data-testid="guide-back">
              {intl.formatMessage({ id: 'i18n_guide_back' })}
            </Button>
            <Button appearance="primary" onClick={() => guide.next()} data-testid={last ? 'guide-done' : 'guide-next'}>
              {last ? intl.formatMessage({ id: 'i18n_guide_done' }) : intl.formatMessage({ id: 'i18n_guide_next' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
