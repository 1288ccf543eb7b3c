import { useEffect, useState } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import { formatInSiteTime } from '@quai/engine/time';
import { readSavedAt } from '../traveller-file/offline/saved-at';
import { useConnection } from '../traveller-file/offline/useConnection';
import styles from './styles.module.css';

/**
 * Offline, a train page saved with the tickets of the traveller file (the page of one of its
 * travels) says when it was saved and that live times are not available; back online it loads
 * again by itself. Online, or for a train page never saved, it says nothing.
 */
export function SavedTrainNotice() {
  const t = useT();
  const locale = useLocale();
  const { path } = useRequest();
  const online = useConnection();
  const [savedAt, setSavedAt] = useState<number | undefined>();
  useEffect(() => {
    if (!online) void readSavedAt(path).then(setSavedAt);
  }, [online, path]);
  if (online || savedAt === undefined) return null;
  return (
    <p className={styles.savedOffline} role="status">
      {t('train.details.saved_offline', { time: formatInSiteTime(savedAt, 'time', locale) })}
    </p>
  );
}
