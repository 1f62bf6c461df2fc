import { RESTRICTION_LABELS, RESTRICTIONS, VISIBILITIES, VISIBILITY_LABELS } from '@lectern/shared-api';
import { ACCEPTED_IMAGE_TYPES, MATERIAL_TAG_RULES, MAX_IMAGE_BYTES } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { fieldProps, fileFieldProps, FileInputField, formatFileSize, Select } from '@lectern/shared-ui/forms';
import type { FormikProps } from 'formik';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { TagInput, tagFieldProps } from '../../../components/TagInput.tsx';
import type { UploadValues } from '../hooks/uploadValues.ts';

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transition: transform 150ms ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  &[hidden] { display: none; }
`;

const IMAGE_HINT = `Optional cover image: PNG, JPEG, WebP or GIF, up to ${formatFileSize(MAX_IMAGE_BYTES)}`;
const VISIBILITY_OPTIONS = VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));
const RESTRICTION_OPTIONS = RESTRICTIONS.map((value) => ({ value, label: RESTRICTION_LABELS[value] }));

/** Names of the fields in this panel: a failed upload naming one of them opens it. */
export const ADVANCED_FIELDS: ReadonlyArray<keyof UploadValues> = ['visibility', 'accessRestrictions', 'tags', 'image'];

/** The tags' error: formik may hold one per tag, so the first of them. */
/** The collapsible 'Advanced options' of the upload form: visibility, restriction, tags, image. */
export function AdvancedOptions({ form, forceOpen }: { form: FormikProps<UploadValues>; forceOpen: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // A failed upload that names one of these fields opens the panel so the error is seen.
  useEffect(() => {
    if (forceOpen) setOpen(true);
  }, [forceOpen]);
  const shown = open;
  return (
    <div>
      <Toggle type="button" aria-expanded={shown} aria-controls={`${id}panel`} onClick={() => setOpen(!shown)}>
        Advanced options
        <Chevron $open={shown}>
          <Icon icon={ChevronDown} />
        </Chevron>
      </Toggle>
      <Panel id={`${id}panel`} hidden={!shown}>
        <Select {...fieldProps(form, 'visibility')} label="Visibility" options={VISIBILITY_OPTIONS} />
        <Select {...fieldProps(form, 'accessRestrictions')} label="Access Restrictions" options={RESTRICTION_OPTIONS} />
        <TagInput {...tagFieldProps(form)} rules={MATERIAL_TAG_RULES} />
        <FileInputField
          {...fileFieldProps(form, 'image')}
          label="Add Image"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          hint={IMAGE_HINT}
        />
      </Panel>
    </div>
  );
}
