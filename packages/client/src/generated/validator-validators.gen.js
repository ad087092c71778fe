// Generated from specs/validator by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
const dateTimePattern = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
// Two digits at `i` as a number: the pattern has checked they are digits.
const twoDigits = (value, i) => (value.charCodeAt(i) - 48) * 10 + value.charCodeAt(i + 1) - 48;
function isDateTime(value) {
  if (!dateTimePattern.test(value)) return false;
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2), month = twoDigits(value, 5), day = twoDigits(value, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  // A numeric offset ends the text as ±HH:MM.
  const end = value.length;
  const offsetOk = value.charCodeAt(end - 1) > 57 || (twoDigits(value, end - 5) <= 23 && twoDigits(value, end - 2) <= 59);
  return month >= 1 && month <= 12 && day >= 1 && day <= days && twoDigits(value, 11) <= 23 && twoDigits(value, 14) <= 59 && twoDigits(value, 17) <= 60 && offsetOk;
}
const uriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s"<>\\^`{|}]*$/;
const formats = {
  "date-time": isDateTime,
  uri: (value) => uriPattern.test(value),
  int32: { type: "number", validate: (value) => Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 },
  int64: { type: "number", validate: (value) => Number.isInteger(value) },
};
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  for (let pos = 0; pos < len; ) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
export const getTransferOfferStatus_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/200/content/application~1json/schema"};
const schema33 = {"oneOf":[{"$ref":"#/components/schemas/TransferOfferCreatedResponse"},{"$ref":"#/components/schemas/TransferOfferAcceptedResponse"},{"$ref":"#/components/schemas/TransferOfferCompletedResponse"},{"$ref":"#/components/schemas/TransferOfferFailedResponse"}]};
const schema34 = {"type":"object","required":["status","transaction_id","contract_id"],"properties":{"status":{"type":"string","const":"created"},"transaction_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1}}};
const schema35 = {"type":"object","required":["status","transaction_id","contract_id"],"properties":{"status":{"type":"string","const":"accepted"},"transaction_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1}}};
const schema36 = {"type":"object","required":["status","transaction_id","contract_id"],"properties":{"status":{"type":"string","const":"completed"},"transaction_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1}}};
const schema37 = {"type":"object","required":["status","failure_kind"],"properties":{"status":{"type":"string","const":"failed"},"failure_kind":{"type":"string","enum":["expired","rejected","withdrawn"]},"withdrawn_reason":{"type":["string","null"]}}};
const func1 = ucs2length;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCreatedResponse/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.transaction_id === undefined){
const err1 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCreatedResponse/required",keyword:"required",params:{missingProperty: "transaction_id"},message:"must have required property '"+"transaction_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contract_id === undefined){
const err2 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCreatedResponse/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("created" !== data0){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/status/const",keyword:"const",params:{allowedValue: "created"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.transaction_id !== undefined){
let data1 = data.transaction_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.contract_id !== undefined){
let data2 = data.contract_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCreatedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.status = true;
props0.transaction_id = true;
props0.contract_id = true;
}
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err10 = {instancePath,schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.transaction_id === undefined){
const err11 = {instancePath,schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/required",keyword:"required",params:{missingProperty: "transaction_id"},message:"must have required property '"+"transaction_id"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.contract_id === undefined){
const err12 = {instancePath,schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("accepted" !== data3){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/status/const",keyword:"const",params:{allowedValue: "accepted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.transaction_id !== undefined){
let data4 = data.transaction_id;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err15 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.contract_id !== undefined){
let data5 = data.contract_id;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err17 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
props0.transaction_id = true;
props0.contract_id = true;
}
}
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err20 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCompletedResponse/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.transaction_id === undefined){
const err21 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCompletedResponse/required",keyword:"required",params:{missingProperty: "transaction_id"},message:"must have required property '"+"transaction_id"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.contract_id === undefined){
const err22 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCompletedResponse/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err23 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("completed" !== data6){
const err24 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/status/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.transaction_id !== undefined){
let data7 = data.transaction_id;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err25 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.contract_id !== undefined){
let data8 = data.contract_id;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err27 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCompletedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
props0.transaction_id = true;
props0.contract_id = true;
}
}
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err30 = {instancePath,schemaPath:"#/components/schemas/TransferOfferFailedResponse/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.failure_kind === undefined){
const err31 = {instancePath,schemaPath:"#/components/schemas/TransferOfferFailedResponse/required",keyword:"required",params:{missingProperty: "failure_kind"},message:"must have required property '"+"failure_kind"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.status !== undefined){
let data9 = data.status;
if(typeof data9 !== "string"){
const err32 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("failed" !== data9){
const err33 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/status/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.failure_kind !== undefined){
let data10 = data.failure_kind;
if(typeof data10 !== "string"){
const err34 = {instancePath:instancePath+"/failure_kind",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/failure_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((data10 === "expired") || (data10 === "rejected")) || (data10 === "withdrawn"))){
const err35 = {instancePath:instancePath+"/failure_kind",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/failure_kind/enum",keyword:"enum",params:{allowedValues: schema37.properties.failure_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.withdrawn_reason !== undefined){
let data11 = data.withdrawn_reason;
if((typeof data11 !== "string") && (data11 !== null)){
const err36 = {instancePath:instancePath+"/withdrawn_reason",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/withdrawn_reason/type",keyword:"type",params:{type: schema37.properties.withdrawn_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/components/schemas/TransferOfferFailedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs28 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
props0.failure_kind = true;
props0.withdrawn_reason = true;
}
}
}
}
}
if(!valid0){
const err38 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate22.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
else {
var props0 = validate22.evaluated.props;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const getTransferOfferStatus_403 = validate24;
const schema38 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema"};
const schema39 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferOfferStatus_404 = validate25;
const schema40 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferOfferStatus_default = validate26;
const schema42 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const lookupAnsEntryByName_200 = validate27;
const schema44 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/200/content/application~1json/schema"};
const schema45 = {"type":"object","required":["entry"],"properties":{"entry":{"$ref":"#/components/schemas/AnsEntry"}}};
const schema46 = {"type":"object","required":["user","name","url","description"],"properties":{"contract_id":{"type":["string","null"]},"user":{"type":"string","pattern":"^[A-Za-z0-9:_ -]+$","maxLength":255},"name":{"type":"string","minLength":1},"url":{"type":"string","pattern":"^([Hh][Tt][Tt][Pp][Ss]?:.*)?$"},"description":{"type":"string"},"expires_at":{"type":["string","null"],"format":"date-time"}}};
const pattern4 = new RegExp("^[A-Za-z0-9:_ -]+$", "u");
const pattern5 = new RegExp("^([Hh][Tt][Tt][Pp][Ss]?:.*)?$", "u");
const formats0 = formats["date-time"];

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entry === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entry"},message:"must have required property '"+"entry"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entry !== undefined){
let data0 = data.entry;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user === undefined){
const err1 = {instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name === undefined){
const err2 = {instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.url === undefined){
const err3 = {instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.description === undefined){
const err4 = {instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.contract_id !== undefined){
let data1 = data0.contract_id;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/entry/contract_id",schemaPath:"#/components/schemas/AnsEntry/properties/contract_id/type",keyword:"type",params:{type: schema46.properties.contract_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.user !== undefined){
let data2 = data0.user;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err6 = {instancePath:instancePath+"/entry/user",schemaPath:"#/components/schemas/AnsEntry/properties/user/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/entry/user",schemaPath:"#/components/schemas/AnsEntry/properties/user/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/entry/user",schemaPath:"#/components/schemas/AnsEntry/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.name !== undefined){
let data3 = data0.name;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/entry/name",schemaPath:"#/components/schemas/AnsEntry/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/entry/name",schemaPath:"#/components/schemas/AnsEntry/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.url !== undefined){
let data4 = data0.url;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err11 = {instancePath:instancePath+"/entry/url",schemaPath:"#/components/schemas/AnsEntry/properties/url/pattern",keyword:"pattern",params:{pattern: "^([Hh][Tt][Tt][Pp][Ss]?:.*)?$"},message:"must match pattern \""+"^([Hh][Tt][Tt][Pp][Ss]?:.*)?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/entry/url",schemaPath:"#/components/schemas/AnsEntry/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.description !== undefined){
if(typeof data0.description !== "string"){
const err13 = {instancePath:instancePath+"/entry/description",schemaPath:"#/components/schemas/AnsEntry/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.expires_at !== undefined){
let data6 = data0.expires_at;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/entry/expires_at",schemaPath:"#/components/schemas/AnsEntry/properties/expires_at/type",keyword:"type",params:{type: schema46.properties.expires_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats0(data6))){
const err15 = {instancePath:instancePath+"/entry/expires_at",schemaPath:"#/components/schemas/AnsEntry/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"entry":true},"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"entry":true},"dynamicProps":false,"dynamicItems":false};

export const lookupAnsEntryByName_404 = validate30;
const schema47 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const lookupAnsEntryByName_default = validate31;
const schema49 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const validators = {
  getTransferOfferStatus: { "200": getTransferOfferStatus_200, "403": getTransferOfferStatus_403, "404": getTransferOfferStatus_404, "default": getTransferOfferStatus_default },
  lookupAnsEntryByName: { "200": lookupAnsEntryByName_200, "404": lookupAnsEntryByName_404, "default": lookupAnsEntryByName_default },
};

const quick = (() => {
const quick = {};
quick.getTransferOfferStatus_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/200/content/application~1json/schema"};
const schema33 = {"oneOf":[{"$ref":"#/components/schemas/TransferOfferCreatedResponse"},{"$ref":"#/components/schemas/TransferOfferAcceptedResponse"},{"$ref":"#/components/schemas/TransferOfferCompletedResponse"},{"$ref":"#/components/schemas/TransferOfferFailedResponse"}]};
const schema34 = {"type":"object","required":["status","transaction_id","contract_id"],"properties":{"status":{"type":"string","const":"created"},"transaction_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1}}};
const schema35 = {"type":"object","required":["status","transaction_id","contract_id"],"properties":{"status":{"type":"string","const":"accepted"},"transaction_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1}}};
const schema36 = {"type":"object","required":["status","transaction_id","contract_id"],"properties":{"status":{"type":"string","const":"completed"},"transaction_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1}}};
const schema37 = {"type":"object","required":["status","failure_kind"],"properties":{"status":{"type":"string","const":"failed"},"failure_kind":{"type":"string","enum":["expired","rejected","withdrawn"]},"withdrawn_reason":{"type":["string","null"]}}};
const func1 = ucs2length;

function validate22(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.status === undefined) && (missing0 = "status")) || ((data.transaction_id === undefined) && (missing0 = "transaction_id"))) || ((data.contract_id === undefined) && (missing0 = "contract_id"))){
const err0 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCreatedResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.status !== undefined){
let data0 = data.status;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("created" !== data0){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/status/const",keyword:"const",params:{allowedValue: "created"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.transaction_id !== undefined){
let data1 = data.transaction_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if((data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1))){
const err3 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.contract_id !== undefined){
let data2 = data.contract_id;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
const err5 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCreatedResponse/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCreatedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.status = true;
props0.transaction_id = true;
props0.contract_id = true;
}
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.status === undefined) && (missing1 = "status")) || ((data.transaction_id === undefined) && (missing1 = "transaction_id"))) || ((data.contract_id === undefined) && (missing1 = "contract_id"))){
const err8 = {instancePath,schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.status !== undefined){
let data3 = data.status;
const _errs13 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("accepted" !== data3){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/status/const",keyword:"const",params:{allowedValue: "accepted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.transaction_id !== undefined){
let data4 = data.transaction_id;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data4 === "string"){
if((data4.length < 1 || (data4.length < 2 * 1 && func1(data4) < 1))){
const err11 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.contract_id !== undefined){
let data5 = data.contract_id;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data5 === "string"){
if((data5.length < 1 || (data5.length < 2 * 1 && func1(data5) < 1))){
const err13 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/components/schemas/TransferOfferAcceptedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
props0.transaction_id = true;
props0.contract_id = true;
}
}
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.status === undefined) && (missing2 = "status")) || ((data.transaction_id === undefined) && (missing2 = "transaction_id"))) || ((data.contract_id === undefined) && (missing2 = "contract_id"))){
const err16 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCompletedResponse/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.status !== undefined){
let data6 = data.status;
const _errs22 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("completed" !== data6){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/status/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.transaction_id !== undefined){
let data7 = data.transaction_id;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data7 === "string"){
if((data7.length < 1 || (data7.length < 2 * 1 && func1(data7) < 1))){
const err19 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/transaction_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.contract_id !== undefined){
let data8 = data.contract_id;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data8 === "string"){
if((data8.length < 1 || (data8.length < 2 * 1 && func1(data8) < 1))){
const err21 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/contract_id",schemaPath:"#/components/schemas/TransferOfferCompletedResponse/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid6 = _errs26 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/components/schemas/TransferOfferCompletedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
props0.transaction_id = true;
props0.contract_id = true;
}
}
const _errs28 = errors;
const _errs29 = errors;
if(errors === _errs29){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.status === undefined) && (missing3 = "status")) || ((data.failure_kind === undefined) && (missing3 = "failure_kind"))){
const err24 = {instancePath,schemaPath:"#/components/schemas/TransferOfferFailedResponse/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(data.status !== undefined){
let data9 = data.status;
const _errs31 = errors;
if(typeof data9 !== "string"){
const err25 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("failed" !== data9){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/status/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid8 = _errs31 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.failure_kind !== undefined){
let data10 = data.failure_kind;
const _errs33 = errors;
if(typeof data10 !== "string"){
const err27 = {instancePath:instancePath+"/failure_kind",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/failure_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((data10 === "expired") || (data10 === "rejected")) || (data10 === "withdrawn"))){
const err28 = {instancePath:instancePath+"/failure_kind",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/failure_kind/enum",keyword:"enum",params:{allowedValues: schema37.properties.failure_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.withdrawn_reason !== undefined){
let data11 = data.withdrawn_reason;
const _errs35 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
const err29 = {instancePath:instancePath+"/withdrawn_reason",schemaPath:"#/components/schemas/TransferOfferFailedResponse/properties/withdrawn_reason/type",keyword:"type",params:{type: schema37.properties.withdrawn_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/components/schemas/TransferOfferFailedResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid0 = _errs28 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
props0.failure_kind = true;
props0.withdrawn_reason = true;
}
}
}
}
}
if(!valid0){
const err31 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate22.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate20(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
else {
var props0 = validate22.evaluated.props;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

quick.getTransferOfferStatus_403 = validate24;
const schema38 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema"};
const schema39 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"}}};

function validate24(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate24.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate24.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Forbidden/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferOfferStatus_404 = validate25;
const schema40 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema"};

function validate25(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate25.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate25.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1wallet~1transfer-offers~1{tracking_id}~1status/post/responses/404/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferOfferStatus_default = validate26;
const schema42 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate26(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate26.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate26.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupAnsEntryByName_200 = validate27;
const schema44 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/200/content/application~1json/schema"};
const schema45 = {"type":"object","required":["entry"],"properties":{"entry":{"$ref":"#/components/schemas/AnsEntry"}}};
const schema46 = {"type":"object","required":["user","name","url","description"],"properties":{"contract_id":{"type":["string","null"]},"user":{"type":"string","pattern":"^[A-Za-z0-9:_ -]+$","maxLength":255},"name":{"type":"string","minLength":1},"url":{"type":"string","pattern":"^([Hh][Tt][Tt][Pp][Ss]?:.*)?$"},"description":{"type":"string"},"expires_at":{"type":["string","null"],"format":"date-time"}}};
const pattern4 = new RegExp("^[A-Za-z0-9:_ -]+$", "");
const pattern5 = new RegExp("^([Hh][Tt][Tt][Pp][Ss]?:.*)?$", "u");
const formats0 = formats["date-time"];

function validate28(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.entry === undefined) && (missing0 = "entry")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.entry !== undefined){
let data0 = data.entry;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((data0.user === undefined) && (missing1 = "user")) || ((data0.name === undefined) && (missing1 = "name"))) || ((data0.url === undefined) && (missing1 = "url"))) || ((data0.description === undefined) && (missing1 = "description"))){
validate28.errors = [{instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.contract_id !== undefined){
let data1 = data0.contract_id;
const _errs4 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate28.errors = [{instancePath:instancePath+"/entry/contract_id",schemaPath:"#/components/schemas/AnsEntry/properties/contract_id/type",keyword:"type",params:{type: schema46.properties.contract_id.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.user !== undefined){
let data2 = data0.user;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length > 255 && func1(data2) > 255)){
validate28.errors = [{instancePath:instancePath+"/entry/user",schemaPath:"#/components/schemas/AnsEntry/properties/user/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(!pattern4.test(data2)){
validate28.errors = [{instancePath:instancePath+"/entry/user",schemaPath:"#/components/schemas/AnsEntry/properties/user/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/entry/user",schemaPath:"#/components/schemas/AnsEntry/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.name !== undefined){
let data3 = data0.name;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if((data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1))){
validate28.errors = [{instancePath:instancePath+"/entry/name",schemaPath:"#/components/schemas/AnsEntry/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/entry/name",schemaPath:"#/components/schemas/AnsEntry/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.url !== undefined){
let data4 = data0.url;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
validate28.errors = [{instancePath:instancePath+"/entry/url",schemaPath:"#/components/schemas/AnsEntry/properties/url/pattern",keyword:"pattern",params:{pattern: "^([Hh][Tt][Tt][Pp][Ss]?:.*)?$"},message:"must match pattern \""+"^([Hh][Tt][Tt][Pp][Ss]?:.*)?$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/entry/url",schemaPath:"#/components/schemas/AnsEntry/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.description !== undefined){
const _errs12 = errors;
if(typeof data0.description !== "string"){
validate28.errors = [{instancePath:instancePath+"/entry/description",schemaPath:"#/components/schemas/AnsEntry/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.expires_at !== undefined){
let data6 = data0.expires_at;
const _errs14 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate28.errors = [{instancePath:instancePath+"/entry/expires_at",schemaPath:"#/components/schemas/AnsEntry/properties/expires_at/type",keyword:"type",params:{type: schema46.properties.expires_at.type},message:"must be string,null"}];
return false;
}
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats0(data6))){
validate28.errors = [{instancePath:instancePath+"/entry/expires_at",schemaPath:"#/components/schemas/AnsEntry/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/entry",schemaPath:"#/components/schemas/AnsEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"entry":true},"dynamicProps":false,"dynamicItems":false};


function validate27(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate28(data))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"entry":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupAnsEntryByName_404 = validate30;
const schema47 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema"};

function validate30(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate30.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate30.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/paths/~1v0~1scan-proxy~1ans-entries~1by-name~1{name}/get/responses/404/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupAnsEntryByName_default = validate31;
const schema49 = {"$ref":"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate31(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate31.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate31.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/validator/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

return quick;
})();
export const quickValidators = {
  getTransferOfferStatus: { "200": quick.getTransferOfferStatus_200, "403": quick.getTransferOfferStatus_403, "404": quick.getTransferOfferStatus_404, "default": quick.getTransferOfferStatus_default },
  lookupAnsEntryByName: { "200": quick.lookupAnsEntryByName_200, "404": quick.lookupAnsEntryByName_404, "default": quick.lookupAnsEntryByName_default },
};
