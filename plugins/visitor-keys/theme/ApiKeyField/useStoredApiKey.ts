import {useCallback, useEffect, useState} from 'react';
import {
  browserStorages,
  checkApiKey,
  clearKey,
  maskKey,
  readKey,
  saveKey,
  type ApiKeySlot,
  type KeyPersistence,
  type StoredKey,
} from '../../shared/storage';

export type CommitResult = {kind: 'saved'; key: string} | {kind: 'empty'} | {kind: 'invalid'};

export interface ApiKeyFieldState {
  slot: ApiKeySlot;
  /** What the field shows: the saved key after load, then the visitor's edits until they submit. */
  draft: string;
  setDraft: (value: string) => void;
  /** The "在此设备上记住" box. */
  remember: boolean;
  setRemember: (value: boolean) => void;
  /** The key as saved, or null; empty on the server and the first client render, so hydration matches. */
  saved: StoredKey | null;
  /** The visitor agreed to send the key over plain HTTP (only asked where the API has no HTTPS). */
  plainHttpAccepted: boolean;
  setPlainHttpAccepted: (value: boolean) => void;
  error: string | null;
  /** Shows an error next to the field, e.g. when the host form needs a key and got none. */
  showError: (message: string) => void;
  /** What the last save, move or clear did, for the field's status line. */
  notice: string;
  /**
   * Call on submit: checks the draft and saves it where the visitor asked. A malformed key shows an
   * error. An empty field removes a saved key (what the field holds is what is saved), unless the
   * form cannot work without one: then `required` is shown as the error and nothing changes.
   */
  commit: (options?: {required?: string}) => CommitResult;
  /** Removes the key from this tab, this device and the field. */
  clear: () => void;
}

function savedNotice(key: string, persistence: KeyPersistence, askedToRemember: boolean): string {
  const masked = maskKey(key);
  if (persistence === 'remembered') return `已在此设备上记住密钥 ${masked}，关闭浏览器后仍会保留，点“清除”可随时删除。`;
  if (persistence === 'session') {
    return askedToRemember
      ? `浏览器不允许在此设备上保存，密钥 ${masked} 只在本标签页有效，关闭后即删除。`
      : `已保存密钥 ${masked}，只在本标签页有效，关闭后即删除。`;
  }
  return `浏览器不允许保存密钥，${masked} 只在本页面有效，刷新后需要重新填写。`;
}

/**
 * A visitor's key for one API, under the policy of plugins/visitor-keys/shared/storage.ts. The draft is React
 * state: nothing reaches storage before the visitor submits.
 */
export function useStoredApiKey(slot: ApiKeySlot): ApiKeyFieldState {
  const {id} = slot;
  const [draft, setDraftState] = useState('');
  const [remember, setRememberState] = useState(false);
  const [saved, setSaved] = useState<StoredKey | null>(null);
  const [plainHttpAccepted, setPlainHttpAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const stored = readKey(browserStorages(), id);
    setSaved(stored);
    setDraftState(stored?.key ?? '');
    setRememberState(stored?.remembered ?? false);
    setError(null);
    setNotice('');
  }, [id]);

  const setDraft = useCallback((value: string) => {
    setDraftState(value);
    setError(null);
  }, []);

  const setRemember = useCallback(
    (value: boolean) => {
      setRememberState(value);
      // The box applies to a key already saved at once: unticking it takes the key off the device now.
      if (!saved || saved.remembered === value) return;
      const persistence = saveKey(browserStorages(), id, saved.key, value);
      setSaved({key: saved.key, remembered: persistence === 'remembered'});
      setNotice(
        value
          ? savedNotice(saved.key, persistence, true)
          : `已不在此设备上记住密钥 ${maskKey(saved.key)}，它只保留到关闭本标签页。`,
      );
    },
    [id, saved],
  );

  const clear = useCallback(() => {
    clearKey(browserStorages(), id);
    setSaved(null);
    setDraftState('');
    setRememberState(false);
    setError(null);
    setNotice('已清除密钥：本标签页和此设备上都不再保存。');
  }, [id]);

  const commit = useCallback(
    ({required}: {required?: string} = {}): CommitResult => {
      const checked = checkApiKey(draft);
      if (!checked.ok && checked.empty) {
        if (required) setError(required);
        else if (saved) clear();
        return {kind: 'empty'};
      }
      if (!checked.ok) {
        setError(checked.error);
        return {kind: 'invalid'};
      }
      const persistence = saveKey(browserStorages(), id, checked.key, remember);
      setSaved({key: checked.key, remembered: persistence === 'remembered'});
      setDraftState(checked.key);
      setError(null);
      setNotice(savedNotice(checked.key, persistence, remember));
      return {kind: 'saved', key: checked.key};
    },
    [clear, draft, id, remember, saved],
  );

  return {
    slot,
    draft,
    setDraft,
    remember,
    setRemember,
    saved,
    plainHttpAccepted,
    setPlainHttpAccepted,
    error,
    showError: setError,
    notice,
    commit,
    clear,
  };
}
