import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import { dictLabel, getDictionary, type DictItem } from '../../core/api/dictionary';
import type { BusinessCatalogue, CatalogueOption } from '../../contract/businessDictionary';
import { BUSINESS_CONSTANTS } from '../../contract/businessDictionary/constants';

type CatalogueModule = typeof import('../../contract/businessDictionary');

/** What the dictionaries store is made from. */
export interface DictionaryStoreDeps {
  http: AxiosInstance;
  /** The catalogue language of the user. */
  language: () => 'zh_cn' | 'en';
  /** Loads the business dictionary catalogue. Default: a dynamic import of contract/businessDictionary. */
  importCatalogue?: () => Promise<CatalogueModule>;
}

/**
 * Dictionaries the pages show coded values with.
 * - The server's value lists (admin/getDic): each asked once while the shell runs (again after a
 *   failure), the label read in the user's language.
 * - The business dictionary of seed 001 (src/contract/businessDictionary): module names, field
 *   labels, value lists, status labels, messages and constants, loaded as its own chunk on first
 *   use (so `main` does not carry it) and read in the user's language; until it is there, a label
 *   is its value.
 */
export class DictionaryStore {
  readonly scope = 'portal' as const; // dictionaries are the same for every user
  lists: Record<string, readonly DictItem[]> = {};
  private readonly asked = new Set<string>();
  private catalogueModule: CatalogueModule | undefined = undefined;
  private catalogueLoad: Promise<void> | undefined;

  private readonly importCatalogue: () => Promise<CatalogueModule>;

  constructor(private readonly deps: DictionaryStoreDeps) {
    this.importCatalogue = deps.importCatalogue ?? (() => import('../../contract/businessDictionary'));
    makeObservable<DictionaryStore, 'catalogueModule'>(this, { lists: observable.ref, catalogueModule: observable.ref, catalogue: computed });
  }

  /** Loads the dictionaries not yet loaded. */
  async ensure(types: readonly string[]): Promise<void> {
    const missing = types.filter((type) => !this.asked.has(type));
    missing.forEach((type) => this.asked.add(type));
    await Promise.all(
      missing.map(async (type) => {
        try {
          const items = await getDictionary(this.deps.http, type);
          runInAction(() => (this.lists = { ...this.lists, [type]: items }));
        } catch {
          this.asked.delete(type);
        }
      }),
    );
  }

  /** The values of a dictionary with their labels in the user's language (empty while not loaded). */
  options(type: string): Array<{ value: string; label: string }> {
    return (this.lists[type] ?? []).map((item) => ({ value: item.value, label: this.label(type, item.value) }));
  }

  /** The label of a coded value in the user's language (the value itself while unknown). */
  label(type: string, value: string): string {
    return dictLabel(this.lists[type], value, this.deps.language());
  }

  // The business dictionary of seed 001.

  /** Loads the business dictionary once (again after a failed chunk load). */
  loadCatalogue(): Promise<void> {
    const load = (this.catalogueLoad ??= this.importCatalogue().then(
      (module) => {
        runInAction(() => (this.catalogueModule = module));
      },
      () => {
        this.catalogueLoad = undefined;
      },
    ));
    return load;
  }

  /** The business dictionary in the user's language; undefined until loaded (and the load is started). */
  get catalogue(): BusinessCatalogue | undefined {
    return this.catalogueModule?.businessCatalogue(this.deps.language());
  }

  private read(): BusinessCatalogue | undefined {
    if (!this.catalogueModule) void this.loadCatalogue();
    return this.catalogue;
  }

  /** The options of a business value list (seed 001 §3, §9) in the user's language. */
  valueOptions(list: string): CatalogueOption[] {
    return this.read()?.valueLists[list] ?? [];
  }

  /** The label of a value of a business value list; the value itself while unknown. */
  valueLabel(list: string, value: string): string {
    return this.read()?.valueLists[list]?.find((option) => option.value === value)?.label ?? value;
  }

  /** The label of a status of a document (seed 001 §4); the status itself while unknown. */
  statusLabel(group: string, status: string): string {
    return this.read()?.statuses[group]?.find((option) => option.value === status)?.label ?? status;
  }

  /** The label of a field of an entity (its own, else a common field); the field name while unknown. */
  fieldLabel(entity: string, field: string): string {
    const fields = this.read()?.fields;
    return fields?.[entity]?.[field] ?? fields?.common?.[field] ?? field;
  }

  /** The name of a module (seed 001 §1–2); the code while unknown. */
  moduleName(code: string): string {
    return this.read()?.modules[code] ?? code;
  }

  /** A validation, error or success message (`validation.mobile`…) with its `{name}` values filled; the key while unknown. */
  message(key: string, values: Record<string, string | number> = {}): string {
    const text = this.read()?.messages[key];
    return text === undefined ? key : this.catalogueModule!.fillMessage(text, values);
  }

  /** A business constant of seed 001 §9 (bundled: no load needed). */
  constant<K extends keyof typeof BUSINESS_CONSTANTS>(name: K): (typeof BUSINESS_CONSTANTS)[K] {
    return BUSINESS_CONSTANTS[name];
  }
}
