import type { WithServerData } from '@quai/engine/definition';
import type { TravellerFileBlock } from '../../schemas/generated/blocks/traveller-file';
import { LoginScreen } from './LoginScreen';
import { MaintenanceScreen } from './MaintenanceScreen';
import type { TravellerFileServerData } from './server-data';
import { TicketsScreen } from './TicketsScreen';

/** The traveller file's screens: maintenance (switched on by content), login, or tickets. */
export default function TravellerFile(props: WithServerData<TravellerFileBlock, TravellerFileServerData>) {
  if (props.maintenance) return <MaintenanceScreen maintenance={props.maintenance} />;
  if (props.screen === 'login') return <LoginScreen title={props.title} intro={props.intro} ticketsPage={props.ticketsPage} />;
  return (
    <TicketsScreen
      booking={props.serverData?.booking ?? null}
      renderedAt={props.serverData?.renderedAt}
      intro={props.intro}
      lookupPage={props.lookupPage}
      trainDetailsPath={props.trainDetailsPath}
    />
  );
}
