import { readFileSync } from 'node:fs';
import { toTitleCase, type DistrictOption, type UbigeoOption } from '@invierte/domain';
import { apiFile } from '../../../shared/api-root.ts';

const CSV = apiFile('src/db/seed-data/ubigeo-peru.csv');

export interface UbigeoCatalog {
  departments(): UbigeoOption[];
  provinces(departmentId: string): UbigeoOption[] | null;
  districts(provinceId: string): DistrictOption[] | null;
  /** A district's name with its province's and department's, as documents print a place; null if unknown. */
  place(districtId: string): { district: string; province: string; department: string } | null;
}

/** Official spellings no district capital carries. */
const DEPARTMENT_NAMES: Record<string, string> = { ANCASH: 'Áncash', APURIMAC: 'Apurímac' };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('es-PE');

/**
 * The data set writes names in capitals without accents ("APURIMAC", "ASUNCION") but each district's
 * capital town with them ("Asunción"). Every accented word seen in a capital, when it is spelled only
 * one way, restores the accents of the same word in department, province and district names.
 */
function accentRestorer(capitals: string[]): (name: string) => string {
  const spellings = new Map<string, Set<string>>();
  for (const capital of capitals)
    for (const word of capital.split(/[\s()]+/).filter(Boolean)) {
      const key = fold(word);
      if (key === word.toLocaleUpperCase('es-PE')) continue;
      const seen = spellings.get(key) ?? new Set<string>();
      seen.add(word.toLocaleLowerCase('es-PE'));
      spellings.set(key, seen);
    }
  return (name) =>
    toTitleCase(
      name
        .split(' ')
        .map((word) => {
          const seen = spellings.get(word);
          return seen?.size === 1 ? [...seen][0]! : word;
        })
        .join(' '),
    );
}

/** All of Peru's departments, provinces and districts, read once from the shipped data and kept in memory. */
export function loadUbigeoCatalog(csvPath = CSV): UbigeoCatalog {
  const [header, ...lines] = readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
  if (header !== 'inei,reniec,departamento,provincia,distrito,capital')
    throw new Error(`unexpected ubigeo header: ${header}`);
  const rows = lines.map((line) => {
    const [inei = '', reniec = '', department = '', province = '', district = '', capital = ''] = line
      .split(',')
      .map((cell) => (cell === 'NA' ? '' : cell));
    return { inei, reniec, department, province, district, capital };
  });
  // One district has only a RENIEC code (San Antonio, Moquegua): it takes its province's code from
  // the other districts of the same province, and a RENIEC-based id so it never collides with INEI's.
  const provinceCodes = new Map(
    rows.filter((r) => r.inei).map((r) => [`${r.department}|${r.province}`, r.inei.slice(0, 4)]),
  );
  const name = accentRestorer(rows.map((r) => r.capital));
  const byName = (a: UbigeoOption, b: UbigeoOption) => a.name.localeCompare(b.name, 'es');

  const departments = new Map<string, UbigeoOption>();
  const provinces = new Map<string, UbigeoOption[]>();
  const districts = new Map<string, DistrictOption[]>();
  const seenProvinces = new Set<string>();
  const places = new Map<string, { district: string; province: string; department: string }>();
  for (const row of rows) {
    const prov = row.inei ? row.inei.slice(0, 4) : provinceCodes.get(`${row.department}|${row.province}`);
    if (!prov) throw new Error(`ubigeo row without a province code: ${row.district}`);
    const dep = prov.slice(0, 2);
    if (!departments.has(dep))
      departments.set(dep, { id: dep, name: DEPARTMENT_NAMES[row.department] ?? name(row.department) });
    if (!seenProvinces.has(prov)) {
      seenProvinces.add(prov);
      provinces.set(dep, [...(provinces.get(dep) ?? []), { id: prov, name: name(row.province) }]);
    }
    const district = {
      id: row.inei || `R${row.reniec}`,
      reniec: row.reniec || null,
      name: name(row.district),
    };
    districts.set(prov, [...(districts.get(prov) ?? []), district]);
    places.set(district.id, {
      district: district.name,
      province: name(row.province),
      department: departments.get(dep)!.name,
    });
  }
  const sortedDepartments = [...departments.values()].sort(byName);
  for (const list of provinces.values()) list.sort(byName);
  for (const list of districts.values()) list.sort(byName);
  return {
    departments: () => sortedDepartments,
    provinces: (departmentId) => provinces.get(departmentId) ?? null,
    districts: (provinceId) => districts.get(provinceId) ?? null,
    place: (districtId) => places.get(districtId) ?? null,
  };
}

let shipped: UbigeoCatalog | undefined;
/** The shipped catalog, read on its first use (not at every start) and kept for the process. */
export const ubigeoCatalog = (): UbigeoCatalog => (shipped ??= loadUbigeoCatalog());
