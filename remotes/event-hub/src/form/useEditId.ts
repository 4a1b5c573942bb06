import { useSearchParams } from 'react-router-dom';

/** The create page edits the event of ?mode=edit&id={id}; null means create. */
export function useEditId(): string | null {
  const [query] = useSearchParams();
  return query.get('mode') === 'edit' ? query.get('id') || null : null;
}
