import { makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import { dictLabel, getDictionary, type DictItem } from '../../core/api/dictionary';

/**
 * Dictionaries (admin/getDic) the pages show coded values with: each asked once while the shell
 * runs (again after a failure), the label read in the user's language.
 */
export class DictionaryStore {
  lists: Record<string, readonly DictItem[]> = {};
  private readonly asked = new Set<string>();

  constructor(
    private readonly http: AxiosInstance,
    private readonly language: () => 'zh_cn' | 'en',
  ) {
    makeObservable<DictionaryStore>(this, { lists: observable.ref });
  }

  /** Loads the dictionaries not yet loaded. */
  async ensure(types: readonly string[]): Promise<void> {
    const missing = types.filter((type) => !this.asked.has(type));
    missing.forEach((type) => this.asked.add(type));
    await Promise.all(
      missing.map(async (type) => {
        try {
          const items = await getDictionary(this.http, type);
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
    return dictLabel(this.lists[type], value, this.language());
  }
}
