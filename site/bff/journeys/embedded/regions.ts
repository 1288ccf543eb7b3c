/** The 13 metropolitan regions (INSEE codes) and their departments, to name the region of a station. */
const REGIONS: Array<{ code: string; libelle: string; departments: string }> = [
  { code: '11', libelle: 'Île-de-France', departments: '75 77 78 91 92 93 94 95' },
  { code: '24', libelle: 'Centre-Val de Loire', departments: '18 28 36 37 41 45' },
  { code: '27', libelle: 'Bourgogne-Franche-Comté', departments: '21 25 39 58 70 71 89 90' },
  { code: '28', libelle: 'Normandie', departments: '14 27 50 61 76' },
  { code: '32', libelle: 'Hauts-de-France', departments: '02 59 60 62 80' },
  { code: '44', libelle: 'Grand Est', departments: '08 10 51 52 54 55 57 67 68 88' },
  { code: '52', libelle: 'Pays de la Loire', departments: '44 49 53 72 85' },
  { code: '53', libelle: 'Bretagne', departments: '22 29 35 56' },
  { code: '75', libelle: 'Nouvelle-Aquitaine', departments: '16 17 19 23 24 33 40 47 64 79 86 87' },
  { code: '76', libelle: 'Occitanie', departments: '09 11 12 30 31 32 34 46 48 65 66 81 82' },
  { code: '84', libelle: 'Auvergne-Rhône-Alpes', departments: '01 03 07 15 26 38 42 43 63 69 73 74' },
  { code: '93', libelle: "Provence-Alpes-Côte d'Azur", departments: '04 05 06 13 83 84' },
  { code: '94', libelle: 'Corse', departments: '2A 2B' },
];

const BY_DEPARTMENT = new Map(
  REGIONS.flatMap((region) => region.departments.split(' ').map((department) => [department, region] as const)),
);

export function regionOfInsee(insee: string | undefined): { code: string; libelle: string } {
  const region = insee ? BY_DEPARTMENT.get(insee.slice(0, 2)) : undefined;
  return region ? { code: region.code, libelle: region.libelle } : { code: '', libelle: '' };
}
