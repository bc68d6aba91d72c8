// The operations under /api/v1/reference: anyone signed in reads the company's reference data, admins change it.

import { listResponse } from "./list";
import { operation } from "./operation";
import {
  buildingTypeDto,
  costCodeDto,
  costIndexDto,
  costIndexImportDto,
  costIndexSummaryDto,
  createBuildingTypeInput,
  createCostCodeInput,
  createCostIndexInput,
  createUnitInput,
  derivedRatesDto,
  deriveEscalationRatesInput,
  escalationRateDto,
  importCostIndexInput,
  importEscalationRateInput,
  importLocationIndexInput,
  importResultDto,
  listCostCodesQuery,
  locationIndexDto,
  replaceEscalationRatesInput,
  replaceLocationIndexesInput,
  unitDto,
  updateBuildingTypeInput,
  updateCostCodeInput,
  updateCostIndexInput,
  wholeTable,
} from "./reference";

const read = { permission: "reference.read" } as const;
const write = { permission: "reference.write" } as const;
const versionedTable =
  "The ETag is the version of the whole table: send it back as If-Match to replace or import into it.";
const allOrNone =
  "The file is checked in full first: one bad row refuses it all, each bad row named in `errors` (`row_N`).";

const costCodes = {
  listCostCodes: operation({
    method: "GET",
    path: "/api/v1/reference/cost-code",
    summary: "List built-in and company cost codes, by classification and search",
    ...read,
    query: listCostCodesQuery,
    response: listResponse(costCodeDto),
  }),
  createCostCode: operation({
    method: "POST",
    path: "/api/v1/reference/cost-code",
    summary: "Add a company cost code (one with a built-in's number renames it)",
    ...write,
    body: createCostCodeInput,
    status: 201,
    response: costCodeDto,
  }),
  updateCostCode: operation({
    method: "PUT",
    path: "/api/v1/reference/cost-code/{uid}",
    summary: "Edit a company cost code; built-in codes cannot be edited",
    ...write,
    body: updateCostCodeInput,
    response: costCodeDto,
  }),
  deleteCostCode: operation({
    method: "DELETE",
    path: "/api/v1/reference/cost-code/{uid}",
    summary: "Delete a company cost code; built-in codes cannot be deleted",
    ...write,
    status: 204,
  }),
};

const buildingTypes = {
  listBuildingTypes: operation({
    method: "GET",
    path: "/api/v1/reference/building-type",
    summary: "List the company's two-level building types in the order a picker shows them",
    ...read,
    response: wholeTable(buildingTypeDto),
  }),
  createBuildingType: operation({
    method: "POST",
    path: "/api/v1/reference/building-type",
    summary: "Add a building type: a category, or a type under one",
    ...write,
    body: createBuildingTypeInput,
    status: 201,
    response: buildingTypeDto,
  }),
  updateBuildingType: operation({
    method: "PUT",
    path: "/api/v1/reference/building-type/{uid}",
    summary: "Rename, move or reorder a building type",
    ...write,
    body: updateBuildingTypeInput,
    response: buildingTypeDto,
  }),
  deleteBuildingType: operation({
    method: "DELETE",
    path: "/api/v1/reference/building-type/{uid}",
    summary: "Delete a building type that has no subtypes",
    ...write,
    status: 204,
  }),
};

const units = {
  listUnits: operation({
    method: "GET",
    path: "/api/v1/reference/unit",
    summary: "List built-in and company units of measure and the building metrics, keyed by code",
    ...read,
    response: wholeTable(unitDto, "code"),
  }),
  createUnit: operation({
    method: "POST",
    path: "/api/v1/reference/unit",
    summary: "Add a company unit of measure",
    ...write,
    body: createUnitInput,
    status: 201,
    response: unitDto,
  }),
  deleteUnit: operation({
    method: "DELETE",
    path: "/api/v1/reference/unit/{uid}",
    summary: "Delete a company unit of measure; built-ins answer 409",
    ...write,
    status: 204,
  }),
};

const costIndexes = {
  listCostIndexes: operation({
    method: "GET",
    path: "/api/v1/reference/cost-index",
    summary: "List the company's cost index series with their span and latest value",
    ...read,
    response: wholeTable(costIndexSummaryDto),
  }),
  createCostIndex: operation({
    method: "POST",
    path: "/api/v1/reference/cost-index",
    summary: "Add a cost index series with its points",
    ...write,
    body: createCostIndexInput,
    status: 201,
    response: costIndexDto,
  }),
  getCostIndex: operation({
    method: "GET",
    path: "/api/v1/reference/cost-index/{uid}",
    summary: "Read one cost index series with all its points",
    ...read,
    response: costIndexDto,
  }),
  updateCostIndex: operation({
    method: "PUT",
    path: "/api/v1/reference/cost-index/{uid}",
    summary: "Edit a cost index series; points, when sent, replace all of them",
    ...write,
    body: updateCostIndexInput,
    response: costIndexDto,
  }),
  deleteCostIndex: operation({
    method: "DELETE",
    path: "/api/v1/reference/cost-index/{uid}",
    summary: "Delete a cost index series and its points",
    ...write,
    status: 204,
  }),
  importCostIndex: operation({
    method: "POST",
    path: "/api/v1/reference/cost-index/import",
    summary: "Import CSV points (period,value) into a series or a new one, all rows or none",
    description: `${allOrNone} Answers 201 when it made a new series, 200 when it filled the one in series_uid (send its ETag as If-Match to guard it).`,
    ...write,
    body: importCostIndexInput,
    status: 201,
    response: costIndexImportDto,
  }),
};

const locationIndexes = {
  listLocationIndexes: operation({
    method: "GET",
    path: "/api/v1/reference/location-index",
    summary: "List the location index table, against a national average of 100",
    description: versionedTable,
    ...read,
    response: wholeTable(locationIndexDto),
  }),
  replaceLocationIndexes: operation({
    method: "PUT",
    path: "/api/v1/reference/location-index",
    summary: "Replace the whole location index table",
    ...write,
    body: replaceLocationIndexesInput,
    response: wholeTable(locationIndexDto),
  }),
  importLocationIndexes: operation({
    method: "POST",
    path: "/api/v1/reference/location-index/import",
    summary: "Import CSV rows (label,value[,kind,key,series_name]) into the location index, all or none",
    description: `${allOrNone} ${versionedTable}`,
    ...write,
    body: importLocationIndexInput,
    response: importResultDto,
  }),
};

const escalationRates = {
  listEscalationRates: operation({
    method: "GET",
    path: "/api/v1/reference/escalation-rate",
    summary: "List the annual escalation rates by year, actual and forecast",
    description: versionedTable,
    ...read,
    response: wholeTable(escalationRateDto),
  }),
  replaceEscalationRates: operation({
    method: "PUT",
    path: "/api/v1/reference/escalation-rate",
    summary: "Replace the whole escalation rate table",
    ...write,
    body: replaceEscalationRatesInput,
    response: wholeTable(escalationRateDto),
  }),
  importEscalationRates: operation({
    method: "POST",
    path: "/api/v1/reference/escalation-rate/import",
    summary: "Import CSV rows (year,rate[,kind]) into the escalation rate table, all rows or none",
    description: `${allOrNone} ${versionedTable}`,
    ...write,
    body: importEscalationRateInput,
    response: importResultDto,
  }),
  deriveEscalationRates: operation({
    method: "POST",
    path: "/api/v1/reference/escalation-rate/derive",
    summary: "Set past years' escalation rates from a cost index; the current and future years stay",
    description: versionedTable,
    ...write,
    body: deriveEscalationRatesInput,
    response: derivedRatesDto,
  }),
};

export const referenceOperations = {
  ...costCodes,
  ...buildingTypes,
  ...units,
  ...costIndexes,
  ...locationIndexes,
  ...escalationRates,
};
