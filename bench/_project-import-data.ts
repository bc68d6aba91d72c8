// A realistic import file for the import benchmark and volume test: `rows` cost lines, 20 per record, one
// record per project, the columns an estimator's export would carry.
const codes = [
  "01 00 00",
  "03 30 00",
  "04 20 00",
  "05 12 00",
  "06 10 00",
  "07 50 00",
  "08 11 00",
  "09 21 16",
  "09 30 00",
  "09 65 00",
  "10 28 00",
  "11 30 00",
  "12 20 00",
  "14 20 00",
  "21 13 00",
  "22 40 00",
  "23 00 00",
  "26 05 00",
  "27 00 00",
  "31 00 00",
];
const cities = [
  ["Houston", "TX", "77002"],
  ["Denver", "CO", "80202"],
  ["Chicago", "IL", "60601"],
  ["Seattle", "WA", "98101"],
  ["Atlanta", "GA", "30303"],
];

export function importCsv(rows: number): string {
  const header =
    "Project Name,Job Number,Client,City,State,ZIP,Building Type,Stage,Cost Basis Date,GSF,Units,Cost Code,Description,Amount";
  const out = [header];
  for (let i = 0; i < rows; i++) {
    const project = Math.floor(i / codes.length);
    const [city, state, zip] = cities[project % cities.length]!;
    const code = codes[i % codes.length]!;
    const cents = 1_000_000 + ((i * 7919) % 50_000_000);
    const month = String((project % 12) + 1).padStart(2, "0");
    out.push(
      `Bench Project ${project},BP-${project},Client ${project % 40},${city},${state},${zip},Multifamily › Podium mid-rise,bid,20${18 + (project % 7)}-${month}-15,${50_000 + (project % 100) * 1000},${100 + (project % 200)},${code},Line ${code},${(cents / 100).toFixed(2)}`,
    );
  }
  return out.join("\n");
}
