import type { AgencyId } from './types';

export const AGENCIES: Record<AgencyId, { name: string; url: string }> = {
  SNCF: { name: 'SNCF Voyageurs', url: 'https://www.sncf-connect.com' },
  TER: { name: 'TER', url: 'https://www.ter.sncf.com' },
  IDFM: { name: 'Transilien SNCF', url: 'https://www.transilien.com' },
  RATP: { name: 'RATP', url: 'https://www.ratp.fr' },
  CARS: { name: 'Cars régionaux', url: 'https://www.ter.sncf.com' },
};
