// The preview identity of the layout editor: the admin, or a preset (a station, a supplier…).
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';

export const PreviewAs = observer(function PreviewAs() {
  const portal = usePortal();
  const intl = useIntl();
  const admin = portal.layoutAdmin;
  const previewTarget = admin.previewTarget;
  return (
    <Field label={intl.formatMessage({ id: 'i18n_layout_previewAs' })}>
      <Dropdown
        value={previewTarget ? portal.text(previewTarget.label) : intl.formatMessage({ id: 'i18n_layout_previewAsMe' })}
        selectedOptions={[previewTarget?.id ?? '']}
        onOptionSelect={(_, data) => admin.previewAs(admin.previewPresets.find((preset) => preset.id === data.optionValue))}
        data-testid="layout-preview-as"
      >
        <Option value="">{intl.formatMessage({ id: 'i18n_layout_previewAsMe' })}</Option>
        {admin.previewPresets.map((preset) => (
          <Option key={preset.id} value={preset.id}>
            {portal.text(preset.label)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
});
