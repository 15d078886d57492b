import type { Field } from '@lanka-tours/shared/content';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FieldPath } from '../../document-values';

export interface SchemaFieldProps {
  field: Field;
  path: FieldPath;
  label: string;
  value: unknown;
  /** Buttons beside it: a list item's moves and removal. */
  actions?: ReactNode;
}

/** The language whose texts the form shows beside the English, with those texts. */
export interface ShownTranslation {
  language: Exclude<SiteLanguage, 'en'>;
  /** By field path ('sections.0.heading'). */
  texts: Record<string, string>;
  change(path: FieldPath, text: string): void;
}

export interface FieldsContextValue {
  /** Messages by field path, from the shared checks or from the server. */
  errors: FieldErrors;
  change(path: FieldPath, value: unknown): void;
  /** The path of a saved entry's key (its id, days or slug), which cannot change. */
  lockedPath?: string;
  disabled: boolean;
  translation?: ShownTranslation;
  /** The input of any field, handed down so that a group or list can hold any field. */
  Field: ComponentType<SchemaFieldProps>;
}

export const FieldsContext = createContext<FieldsContextValue>({
  errors: {},
  change: () => undefined,
  disabled: false,
  Field: () => null,
});

export const useFields = () => useContext(FieldsContext);
