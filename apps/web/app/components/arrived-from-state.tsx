// A message the previous page handed on with the navigation (`navigate(to, { state: {
// arrived } })`): for instance sign-in saying the deletion was cancelled on whichever page it
// lands. Shown in the one result region, and gone with the next navigation.
import { useLocation } from 'react-router';
import { ArrivedResult } from './result/result-message';

export function ArrivedFromState() {
  const location = useLocation();
  const state = location.state as { arrived?: unknown } | null;
  const text = typeof state?.arrived === 'string' ? state.arrived : null;
  // Only while there is one: pages keep their own result region the only one otherwise.
  return text ? <ArrivedResult key={location.key} text={text} state={location.key} /> : null;
}
