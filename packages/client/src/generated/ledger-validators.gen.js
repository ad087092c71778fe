// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
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
function fixedWidth(runs) {
  const tables = [];
  for (const [chars, count] of runs) {
    const table = new Uint8Array(128);
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
    for (let i = 0; i < count; i++) tables.push(table);
  }
  const length = tables.length;
  return {
    test(value) {
      if (value.length !== length) return false;
      for (let i = 0; i < length; i++) {
        const c = value.charCodeAt(i);
        if (c > 127 || tables[i][c] === 0) return false;
      }
      return true;
    },
  };
}
export const postV2UpdatesFlats_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/UpdateList/content/application~1json/schema"};
const schema33 = {"type":"array","items":{"$ref":"#/components/schemas/JsGetUpdatesResponse"}};
const schema34 = {"type":"object","required":["update"],"properties":{"update":{"$ref":"#/components/schemas/Update"}}};
const schema35 = {"oneOf":[{"type":"object","additionalProperties":false,"required":["OffsetCheckpoint"],"properties":{"OffsetCheckpoint":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/OffsetCheckpoint"}}}}},{"type":"object","additionalProperties":false,"required":["Reassignment"],"properties":{"Reassignment":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/JsReassignment"}}}}},{"type":"object","additionalProperties":false,"required":["TopologyTransaction"],"properties":{"TopologyTransaction":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/JsTopologyTransaction"}}}}},{"type":"object","additionalProperties":false,"required":["Transaction"],"properties":{"Transaction":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/JsTransaction"}}}}}]};
const schema36 = {"type":"object","required":["offset"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"synchronizerTimes":{"type":"array","items":{"$ref":"#/components/schemas/SynchronizerTime"}}}};
const formats0 = formats.int64;
const schema37 = {"type":"object","required":["synchronizerId","recordTime"],"properties":{"synchronizerId":{"type":"string"},"recordTime":{"$ref":"#/components/schemas/Timestamp"}}};
const schema38 = {"type":"string","format":"date-time"};
const formats2 = formats["date-time"];

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
if(data.synchronizerId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.recordTime === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recordTime"},message:"must have required property '"+"recordTime"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.synchronizerId !== undefined){
if(typeof data.synchronizerId !== "string"){
const err2 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.recordTime !== undefined){
let data1 = data.recordTime;
if(typeof data1 === "string"){
if(!(formats2(data1))){
const err3 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err4 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"synchronizerId":true,"recordTime":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.offset !== undefined){
let data0 = data.offset;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data0))){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.synchronizerTimes !== undefined){
let data1 = data.synchronizerTimes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data1[i0], {instancePath:instancePath+"/synchronizerTimes/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/synchronizerTimes",schemaPath:"#/properties/synchronizerTimes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"offset":true,"synchronizerTimes":true},"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","required":["updateId","offset","events","recordTime","synchronizerId"],"properties":{"updateId":{"$ref":"#/components/schemas/LedgerString"},"commandId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"workflowId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"offset":{"type":"integer","format":"int64","minimum":1},"events":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/JsReassignmentEvent"}},"traceContext":{"anyOf":[{"$ref":"#/components/schemas/TraceContext"},{"type":"null"}]},"recordTime":{"$ref":"#/components/schemas/Timestamp"},"synchronizerId":{"type":"string"},"paidTrafficCost":{"type":["integer","null"],"format":"int64","minimum":0}}};
const schema40 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]+$"};
const schema60 = {"type":"object","properties":{"traceparent":{"type":["string","null"],"pattern":"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},"tracestate":{"type":["string","null"]}}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[A-Za-z0-9#:_/ -]+$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9#:_/ -]*$", "u");
const pattern17 = new RegExp("^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$", "u");
const schema41 = {"oneOf":[{"type":"object","additionalProperties":false,"required":["JsAssignmentEvent"],"properties":{"JsAssignmentEvent":{"$ref":"#/components/schemas/JsAssignmentEvent"}}},{"type":"object","additionalProperties":false,"required":["JsUnassignedEvent"],"properties":{"JsUnassignedEvent":{"$ref":"#/components/schemas/JsUnassignedEvent"}}}]};
const schema42 = {"type":"object","required":["source","target","reassignmentId","submitter","reassignmentCounter","createdEvent"],"properties":{"source":{"type":"string"},"target":{"type":"string"},"reassignmentId":{"type":"string"},"submitter":{"type":"string"},"reassignmentCounter":{"type":"integer","format":"int64","minimum":0},"createdEvent":{"$ref":"#/components/schemas/CreatedEvent"}}};
const schema43 = {"type":"object","required":["offset","nodeId","contractId","templateId","createdAt","packageName","representativePackageId","acsDelta","createArgument","witnessParties","signatories"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"contractKey":{},"contractKeyHash":{"type":["string","null"]},"createArgument":{"type":["object","null"]},"createdEventBlob":{"type":"string","pattern":"^[A-Za-z0-9+/]*={0,2}$"},"interfaceViews":{"type":"array","items":{"$ref":"#/components/schemas/JsInterfaceView"}},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"signatories":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"observers":{"type":"array","items":{"$ref":"#/components/schemas/PartyIdString"}},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"packageName":{"type":"string","minLength":1},"representativePackageId":{"type":"string","minLength":1},"acsDelta":{"type":"boolean"}}};
const schema45 = {"type":"string","pattern":"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"};
const schema51 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9:_ -]+$"};
const formats10 = formats.int32;
const pattern8 = new RegExp("^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$", "u");
const pattern9 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
const pattern11 = new RegExp("^[A-Za-z0-9:_ -]+$", "u");
const schema46 = {"type":"object","required":["interfaceId","viewStatus"],"properties":{"interfaceId":{"$ref":"#/components/schemas/IdentifierString"},"viewStatus":{"$ref":"#/components/schemas/JsStatus"},"viewValue":{},"implementationPackageId":{"type":["string","null"]}}};
const schema48 = {"type":"object","required":["code","message"],"properties":{"code":{"type":"integer","format":"int32"},"message":{"type":"string"},"details":{"type":"array","items":{"$ref":"#/components/schemas/ProtoAny"}}}};
const schema49 = {"type":"object","required":["typeUrl","value","unknownFields"],"properties":{"typeUrl":{"type":"string"},"value":{"type":"string"},"unknownFields":{"$ref":"#/components/schemas/UnknownFieldSet"},"valueDecoded":{"type":["string","null"]}}};
const schema50 = {"type":"object","properties":{"fields":{"type":"object","additionalProperties":true}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.typeUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "typeUrl"},message:"must have required property '"+"typeUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.unknownFields === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unknownFields"},message:"must have required property '"+"unknownFields"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.typeUrl !== undefined){
if(typeof data.typeUrl !== "string"){
const err3 = {instancePath:instancePath+"/typeUrl",schemaPath:"#/properties/typeUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.value !== undefined){
if(typeof data.value !== "string"){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.unknownFields !== undefined){
let data2 = data.unknownFields;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fields !== undefined){
let data3 = data2.fields;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err5 = {instancePath:instancePath+"/unknownFields/fields",schemaPath:"#/components/schemas/UnknownFieldSet/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/unknownFields",schemaPath:"#/components/schemas/UnknownFieldSet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.valueDecoded !== undefined){
let data4 = data.valueDecoded;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/valueDecoded",schemaPath:"#/properties/valueDecoded/type",keyword:"type",params:{type: schema49.properties.valueDecoded.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"typeUrl":true,"value":true,"unknownFields":true,"valueDecoded":true},"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats10.validate(data0))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err4 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.details !== undefined){
let data2 = data.details;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate35(data2[i0], {instancePath:instancePath+"/details/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"code":true,"message":true,"details":true},"dynamicProps":false,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.interfaceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interfaceId"},message:"must have required property '"+"interfaceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.viewStatus === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "viewStatus"},message:"must have required property '"+"viewStatus"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.interfaceId !== undefined){
let data0 = data.interfaceId;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err2 = {instancePath:instancePath+"/interfaceId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/interfaceId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.viewStatus !== undefined){
if(!(validate34(data.viewStatus, {instancePath:instancePath+"/viewStatus",parentData:data,parentDataProperty:"viewStatus",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
if(data.implementationPackageId !== undefined){
let data2 = data.implementationPackageId;
if((typeof data2 !== "string") && (data2 !== null)){
const err4 = {instancePath:instancePath+"/implementationPackageId",schemaPath:"#/properties/implementationPackageId/type",keyword:"type",params:{type: schema46.properties.implementationPackageId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"interfaceId":true,"viewStatus":true,"viewValue":true,"implementationPackageId":true},"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nodeId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nodeId"},message:"must have required property '"+"nodeId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contractId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contractId"},message:"must have required property '"+"contractId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.templateId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.packageName === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageName"},message:"must have required property '"+"packageName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.representativePackageId === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "representativePackageId"},message:"must have required property '"+"representativePackageId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.acsDelta === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acsDelta"},message:"must have required property '"+"acsDelta"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.createArgument === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createArgument"},message:"must have required property '"+"createArgument"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.witnessParties === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "witnessParties"},message:"must have required property '"+"witnessParties"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.signatories === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signatories"},message:"must have required property '"+"signatories"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.offset !== undefined){
let data0 = data.offset;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data0))){
const err13 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.nodeId !== undefined){
let data1 = data.nodeId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats10.validate(data1))){
const err16 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
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
if(data.contractId !== undefined){
let data2 = data.contractId;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err17 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data2) < 1){
const err18 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data2)){
const err19 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
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
const err20 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.templateId !== undefined){
let data3 = data.templateId;
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
const err21 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
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
const err22 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.contractKeyHash !== undefined){
let data4 = data.contractKeyHash;
if((typeof data4 !== "string") && (data4 !== null)){
const err23 = {instancePath:instancePath+"/contractKeyHash",schemaPath:"#/properties/contractKeyHash/type",keyword:"type",params:{type: schema43.properties.contractKeyHash.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.createArgument !== undefined){
let data5 = data.createArgument;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err24 = {instancePath:instancePath+"/createArgument",schemaPath:"#/properties/createArgument/type",keyword:"type",params:{type: schema43.properties.createArgument.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.createdEventBlob !== undefined){
let data6 = data.createdEventBlob;
if(typeof data6 === "string"){
if(!pattern9.test(data6)){
const err25 = {instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
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
const err26 = {instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.interfaceViews !== undefined){
let data7 = data.interfaceViews;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate33(data7[i0], {instancePath:instancePath+"/interfaceViews/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/interfaceViews",schemaPath:"#/properties/interfaceViews/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.witnessParties !== undefined){
let data9 = data.witnessParties;
if(Array.isArray(data9)){
if(data9.length < 1){
const err28 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 === "string"){
if(func1(data10) > 255){
const err29 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data10) < 1){
const err30 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern11.test(data10)){
const err31 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.signatories !== undefined){
let data11 = data.signatories;
if(Array.isArray(data11)){
if(data11.length < 1){
const err34 = {instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(typeof data12 === "string"){
if(func1(data12) > 255){
const err35 = {instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func1(data12) < 1){
const err36 = {instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern11.test(data12)){
const err37 = {instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.observers !== undefined){
let data13 = data.observers;
if(Array.isArray(data13)){
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(typeof data14 === "string"){
if(func1(data14) > 255){
const err40 = {instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data14) < 1){
const err41 = {instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern11.test(data14)){
const err42 = {instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/observers",schemaPath:"#/properties/observers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data15 = data.createdAt;
if(typeof data15 === "string"){
if(!(formats2(data15))){
const err45 = {instancePath:instancePath+"/createdAt",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/createdAt",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.packageName !== undefined){
let data16 = data.packageName;
if(typeof data16 === "string"){
if(func1(data16) < 1){
const err47 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.representativePackageId !== undefined){
let data17 = data.representativePackageId;
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err49 = {instancePath:instancePath+"/representativePackageId",schemaPath:"#/properties/representativePackageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/representativePackageId",schemaPath:"#/properties/representativePackageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.acsDelta !== undefined){
if(typeof data.acsDelta !== "boolean"){
const err51 = {instancePath:instancePath+"/acsDelta",schemaPath:"#/properties/acsDelta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"offset":true,"nodeId":true,"contractId":true,"templateId":true,"contractKey":true,"contractKeyHash":true,"createArgument":true,"createdEventBlob":true,"interfaceViews":true,"witnessParties":true,"signatories":true,"observers":true,"createdAt":true,"packageName":true,"representativePackageId":true,"acsDelta":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.source === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.target === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.reassignmentId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reassignmentId"},message:"must have required property '"+"reassignmentId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.submitter === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submitter"},message:"must have required property '"+"submitter"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.reassignmentCounter === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reassignmentCounter"},message:"must have required property '"+"reassignmentCounter"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.createdEvent === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdEvent"},message:"must have required property '"+"createdEvent"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.source !== undefined){
if(typeof data.source !== "string"){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.target !== undefined){
if(typeof data.target !== "string"){
const err7 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reassignmentId !== undefined){
if(typeof data.reassignmentId !== "string"){
const err8 = {instancePath:instancePath+"/reassignmentId",schemaPath:"#/properties/reassignmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.submitter !== undefined){
if(typeof data.submitter !== "string"){
const err9 = {instancePath:instancePath+"/submitter",schemaPath:"#/properties/submitter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reassignmentCounter !== undefined){
let data4 = data.reassignmentCounter;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.validate(data4))){
const err12 = {instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.createdEvent !== undefined){
if(!(validate32(data.createdEvent, {instancePath:instancePath+"/createdEvent",parentData:data,parentDataProperty:"createdEvent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"source":true,"target":true,"reassignmentId":true,"submitter":true,"reassignmentCounter":true,"createdEvent":true},"dynamicProps":false,"dynamicItems":false};

const schema55 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/UnassignedEvent"}}};
const schema56 = {"type":"object","required":["reassignmentId","contractId","templateId","source","target","reassignmentCounter","witnessParties","packageName","offset","nodeId"],"properties":{"reassignmentId":{"type":"string"},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"source":{"type":"string"},"target":{"type":"string"},"submitter":{"type":"string"},"reassignmentCounter":{"type":"integer","format":"int64","minimum":0},"assignmentExclusivity":{"type":["string","null"],"format":"date-time"},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"packageName":{"type":"string","minLength":1},"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reassignmentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reassignmentId"},message:"must have required property '"+"reassignmentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contractId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contractId"},message:"must have required property '"+"contractId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.templateId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.source === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.target === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.reassignmentCounter === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reassignmentCounter"},message:"must have required property '"+"reassignmentCounter"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.witnessParties === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "witnessParties"},message:"must have required property '"+"witnessParties"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.packageName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageName"},message:"must have required property '"+"packageName"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.offset === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.nodeId === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nodeId"},message:"must have required property '"+"nodeId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.reassignmentId !== undefined){
if(typeof data.reassignmentId !== "string"){
const err10 = {instancePath:instancePath+"/reassignmentId",schemaPath:"#/properties/reassignmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.contractId !== undefined){
let data1 = data.contractId;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err11 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data1)){
const err13 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
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
const err14 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.templateId !== undefined){
let data2 = data.templateId;
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
const err15 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
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
const err16 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.source !== undefined){
if(typeof data.source !== "string"){
const err17 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.target !== undefined){
if(typeof data.target !== "string"){
const err18 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.submitter !== undefined){
if(typeof data.submitter !== "string"){
const err19 = {instancePath:instancePath+"/submitter",schemaPath:"#/properties/submitter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.reassignmentCounter !== undefined){
let data6 = data.reassignmentCounter;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.validate(data6))){
const err22 = {instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.assignmentExclusivity !== undefined){
let data7 = data.assignmentExclusivity;
if((typeof data7 !== "string") && (data7 !== null)){
const err23 = {instancePath:instancePath+"/assignmentExclusivity",schemaPath:"#/properties/assignmentExclusivity/type",keyword:"type",params:{type: schema56.properties.assignmentExclusivity.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats2(data7))){
const err24 = {instancePath:instancePath+"/assignmentExclusivity",schemaPath:"#/properties/assignmentExclusivity/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.witnessParties !== undefined){
let data8 = data.witnessParties;
if(Array.isArray(data8)){
if(data8.length < 1){
const err25 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(typeof data9 === "string"){
if(func1(data9) > 255){
const err26 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data9) < 1){
const err27 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern11.test(data9)){
const err28 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.packageName !== undefined){
let data10 = data.packageName;
if(typeof data10 === "string"){
if(func1(data10) < 1){
const err31 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.offset !== undefined){
let data11 = data.offset;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(formats0.validate(data11))){
const err35 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.nodeId !== undefined){
let data12 = data.nodeId;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err36 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(formats10.validate(data12))){
const err38 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"reassignmentId":true,"contractId":true,"templateId":true,"source":true,"target":true,"submitter":true,"reassignmentCounter":true,"assignmentExclusivity":true,"witnessParties":true,"packageName":true,"offset":true,"nodeId":true},"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "value")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
if(!(validate42(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.JsAssignmentEvent === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "JsAssignmentEvent"},message:"must have required property '"+"JsAssignmentEvent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "JsAssignmentEvent")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.JsAssignmentEvent !== undefined){
if(!(validate31(data.JsAssignmentEvent, {instancePath:instancePath+"/JsAssignmentEvent",parentData:data,parentDataProperty:"JsAssignmentEvent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.JsUnassignedEvent === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "JsUnassignedEvent"},message:"must have required property '"+"JsUnassignedEvent"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data){
if(!(key1 === "JsUnassignedEvent")){
const err4 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.JsUnassignedEvent !== undefined){
if(!(validate41(data.JsUnassignedEvent, {instancePath:instancePath+"/JsUnassignedEvent",parentData:data,parentDataProperty:"JsUnassignedEvent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
validate30.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.updateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updateId"},message:"must have required property '"+"updateId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.offset === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.events === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recordTime === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recordTime"},message:"must have required property '"+"recordTime"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.synchronizerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updateId !== undefined){
let data0 = data.updateId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err5 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
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
const err8 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.commandId !== undefined){
let data1 = data.commandId;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err9 = {instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern5.test(data1)){
const err10 = {instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.workflowId !== undefined){
let data2 = data.workflowId;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err12 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern5.test(data2)){
const err13 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""};
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
const err14 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.offset !== undefined){
let data3 = data.offset;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.validate(data3))){
const err17 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.events !== undefined){
let data4 = data.events;
if(Array.isArray(data4)){
if(data4.length < 1){
const err18 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate30(data4[i0], {instancePath:instancePath+"/events/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.traceContext !== undefined){
let data6 = data.traceContext;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.traceparent !== undefined){
let data7 = data6.traceparent;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/type",keyword:"type",params:{type: schema60.properties.traceparent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err21 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},message:"must match pattern \""+"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data6.tracestate !== undefined){
let data8 = data6.tracestate;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/traceContext/tracestate",schemaPath:"#/components/schemas/TraceContext/properties/tracestate/type",keyword:"type",params:{type: schema60.properties.tracestate.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/traceContext",schemaPath:"#/components/schemas/TraceContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
var props1 = {};
props1.traceparent = true;
props1.tracestate = true;
}
const _errs22 = errors;
if(data6 !== null){
const err24 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err25 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.recordTime !== undefined){
let data9 = data.recordTime;
if(typeof data9 === "string"){
if(!(formats2(data9))){
const err26 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.synchronizerId !== undefined){
if(typeof data.synchronizerId !== "string"){
const err28 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.paidTrafficCost !== undefined){
let data11 = data.paidTrafficCost;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err29 = {instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/type",keyword:"type",params:{type: schema39.properties.paidTrafficCost.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(formats0.validate(data11))){
const err31 = {instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"updateId":true,"commandId":true,"workflowId":true,"offset":true,"events":true,"traceContext":true,"recordTime":true,"synchronizerId":true,"paidTrafficCost":true},"dynamicProps":false,"dynamicItems":false};

const schema62 = {"type":"object","required":["updateId","offset","synchronizerId","recordTime","events"],"properties":{"updateId":{"$ref":"#/components/schemas/LedgerString"},"offset":{"type":"integer","format":"int64","minimum":1},"synchronizerId":{"type":"string"},"recordTime":{"$ref":"#/components/schemas/Timestamp"},"events":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/TopologyEvent"}},"traceContext":{"anyOf":[{"$ref":"#/components/schemas/TraceContext"},{"type":"null"}]}}};
const schema65 = {"type":"object","required":["event"],"properties":{"event":{"$ref":"#/components/schemas/TopologyEventEvent"}}};
const schema66 = {"oneOf":[{"type":"object","additionalProperties":false,"required":["Empty"],"properties":{"Empty":{"$ref":"#/components/schemas/Empty"}}},{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationAdded"],"properties":{"ParticipantAuthorizationAdded":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationAdded"}}}}},{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationChanged"],"properties":{"ParticipantAuthorizationChanged":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationChanged"}}}}},{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationOnboarding"],"properties":{"ParticipantAuthorizationOnboarding":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationOnboarding"}}}}},{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationRevoked"],"properties":{"ParticipantAuthorizationRevoked":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationRevoked"}}}}}]};
const schema67 = {"type":"object","additionalProperties":false,"maxProperties":0};
const schema68 = {"type":"object","required":["partyId","participantId","participantPermission"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"},"participantPermission":{"$ref":"#/components/schemas/ParticipantPermission"}}};
const schema70 = {"type":"string","enum":["PARTICIPANT_PERMISSION_UNSPECIFIED","PARTICIPANT_PERMISSION_SUBMISSION","PARTICIPANT_PERMISSION_CONFIRMATION","PARTICIPANT_PERMISSION_OBSERVATION"]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.partyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyId"},message:"must have required property '"+"partyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.participantId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantId"},message:"must have required property '"+"participantId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.participantPermission === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantPermission"},message:"must have required property '"+"participantPermission"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.partyId !== undefined){
let data0 = data.partyId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err3 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern11.test(data0)){
const err5 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.participantId !== undefined){
if(typeof data.participantId !== "string"){
const err7 = {instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.participantPermission !== undefined){
let data2 = data.participantPermission;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
const err9 = {instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"partyId":true,"participantId":true,"participantPermission":true},"dynamicProps":false,"dynamicItems":false};

const schema71 = {"type":"object","required":["partyId","participantId","participantPermission"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"},"participantPermission":{"$ref":"#/components/schemas/ParticipantPermission"}}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.partyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyId"},message:"must have required property '"+"partyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.participantId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantId"},message:"must have required property '"+"participantId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.participantPermission === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantPermission"},message:"must have required property '"+"participantPermission"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.partyId !== undefined){
let data0 = data.partyId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err3 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern11.test(data0)){
const err5 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.participantId !== undefined){
if(typeof data.participantId !== "string"){
const err7 = {instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.participantPermission !== undefined){
let data2 = data.participantPermission;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
const err9 = {instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"partyId":true,"participantId":true,"participantPermission":true},"dynamicProps":false,"dynamicItems":false};

const schema74 = {"type":"object","required":["partyId","participantId","participantPermission"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"},"participantPermission":{"$ref":"#/components/schemas/ParticipantPermission"}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.partyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyId"},message:"must have required property '"+"partyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.participantId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantId"},message:"must have required property '"+"participantId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.participantPermission === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantPermission"},message:"must have required property '"+"participantPermission"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.partyId !== undefined){
let data0 = data.partyId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err3 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern11.test(data0)){
const err5 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.participantId !== undefined){
if(typeof data.participantId !== "string"){
const err7 = {instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.participantPermission !== undefined){
let data2 = data.participantPermission;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
const err9 = {instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"partyId":true,"participantId":true,"participantPermission":true},"dynamicProps":false,"dynamicItems":false};

const schema77 = {"type":"object","required":["partyId","participantId"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.partyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyId"},message:"must have required property '"+"partyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.participantId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "participantId"},message:"must have required property '"+"participantId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.partyId !== undefined){
let data0 = data.partyId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err2 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern11.test(data0)){
const err4 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.participantId !== undefined){
if(typeof data.participantId !== "string"){
const err6 = {instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"partyId":true,"participantId":true},"dynamicProps":false,"dynamicItems":false};


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
if(data.Empty === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "Empty"},message:"must have required property '"+"Empty"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "Empty")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.Empty !== undefined){
let data0 = data.Empty;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 0){
const err2 = {instancePath:instancePath+"/Empty",schemaPath:"#/components/schemas/Empty/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
const err3 = {instancePath:instancePath+"/Empty",schemaPath:"#/components/schemas/Empty/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
const err4 = {instancePath:instancePath+"/Empty",schemaPath:"#/components/schemas/Empty/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ParticipantAuthorizationAdded === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "ParticipantAuthorizationAdded"},message:"must have required property '"+"ParticipantAuthorizationAdded"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data){
if(!(key2 === "ParticipantAuthorizationAdded")){
const err7 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ParticipantAuthorizationAdded !== undefined){
let data1 = data.ParticipantAuthorizationAdded;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.value === undefined){
const err8 = {instancePath:instancePath+"/ParticipantAuthorizationAdded",schemaPath:"#/oneOf/1/properties/ParticipantAuthorizationAdded/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key3 in data1){
if(!(key3 === "value")){
const err9 = {instancePath:instancePath+"/ParticipantAuthorizationAdded",schemaPath:"#/oneOf/1/properties/ParticipantAuthorizationAdded/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.value !== undefined){
if(!(validate50(data1.value, {instancePath:instancePath+"/ParticipantAuthorizationAdded/value",parentData:data1,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/ParticipantAuthorizationAdded",schemaPath:"#/oneOf/1/properties/ParticipantAuthorizationAdded/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ParticipantAuthorizationChanged === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "ParticipantAuthorizationChanged"},message:"must have required property '"+"ParticipantAuthorizationChanged"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "ParticipantAuthorizationChanged")){
const err13 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ParticipantAuthorizationChanged !== undefined){
let data3 = data.ParticipantAuthorizationChanged;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.value === undefined){
const err14 = {instancePath:instancePath+"/ParticipantAuthorizationChanged",schemaPath:"#/oneOf/2/properties/ParticipantAuthorizationChanged/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key5 in data3){
if(!(key5 === "value")){
const err15 = {instancePath:instancePath+"/ParticipantAuthorizationChanged",schemaPath:"#/oneOf/2/properties/ParticipantAuthorizationChanged/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.value !== undefined){
if(!(validate52(data3.value, {instancePath:instancePath+"/ParticipantAuthorizationChanged/value",parentData:data3,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/ParticipantAuthorizationChanged",schemaPath:"#/oneOf/2/properties/ParticipantAuthorizationChanged/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ParticipantAuthorizationOnboarding === undefined){
const err18 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "ParticipantAuthorizationOnboarding"},message:"must have required property '"+"ParticipantAuthorizationOnboarding"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key6 in data){
if(!(key6 === "ParticipantAuthorizationOnboarding")){
const err19 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ParticipantAuthorizationOnboarding !== undefined){
let data5 = data.ParticipantAuthorizationOnboarding;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.value === undefined){
const err20 = {instancePath:instancePath+"/ParticipantAuthorizationOnboarding",schemaPath:"#/oneOf/3/properties/ParticipantAuthorizationOnboarding/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key7 in data5){
if(!(key7 === "value")){
const err21 = {instancePath:instancePath+"/ParticipantAuthorizationOnboarding",schemaPath:"#/oneOf/3/properties/ParticipantAuthorizationOnboarding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.value !== undefined){
if(!(validate54(data5.value, {instancePath:instancePath+"/ParticipantAuthorizationOnboarding/value",parentData:data5,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/ParticipantAuthorizationOnboarding",schemaPath:"#/oneOf/3/properties/ParticipantAuthorizationOnboarding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ParticipantAuthorizationRevoked === undefined){
const err24 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "ParticipantAuthorizationRevoked"},message:"must have required property '"+"ParticipantAuthorizationRevoked"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key8 in data){
if(!(key8 === "ParticipantAuthorizationRevoked")){
const err25 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ParticipantAuthorizationRevoked !== undefined){
let data7 = data.ParticipantAuthorizationRevoked;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.value === undefined){
const err26 = {instancePath:instancePath+"/ParticipantAuthorizationRevoked",schemaPath:"#/oneOf/4/properties/ParticipantAuthorizationRevoked/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key9 in data7){
if(!(key9 === "value")){
const err27 = {instancePath:instancePath+"/ParticipantAuthorizationRevoked",schemaPath:"#/oneOf/4/properties/ParticipantAuthorizationRevoked/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.value !== undefined){
if(!(validate56(data7.value, {instancePath:instancePath+"/ParticipantAuthorizationRevoked/value",parentData:data7,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath:instancePath+"/ParticipantAuthorizationRevoked",schemaPath:"#/oneOf/4/properties/ParticipantAuthorizationRevoked/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs29 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
if(!valid0){
const err30 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
validate49.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate49.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.event === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.event !== undefined){
if(!(validate49(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"event":true},"dynamicProps":false,"dynamicItems":false};


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.updateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updateId"},message:"must have required property '"+"updateId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.offset === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.synchronizerId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recordTime === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recordTime"},message:"must have required property '"+"recordTime"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.events === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updateId !== undefined){
let data0 = data.updateId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err5 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
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
const err8 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.offset !== undefined){
let data1 = data.offset;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats0.validate(data1))){
const err11 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.synchronizerId !== undefined){
if(typeof data.synchronizerId !== "string"){
const err12 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.recordTime !== undefined){
let data3 = data.recordTime;
if(typeof data3 === "string"){
if(!(formats2(data3))){
const err13 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err14 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.events !== undefined){
let data4 = data.events;
if(Array.isArray(data4)){
if(data4.length < 1){
const err15 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate48(data4[i0], {instancePath:instancePath+"/events/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.traceContext !== undefined){
let data6 = data.traceContext;
const _errs15 = errors;
let valid5 = false;
const _errs16 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.traceparent !== undefined){
let data7 = data6.traceparent;
if((typeof data7 !== "string") && (data7 !== null)){
const err17 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/type",keyword:"type",params:{type: schema60.properties.traceparent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err18 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},message:"must match pattern \""+"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"+"\""};
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
if(data6.tracestate !== undefined){
let data8 = data6.tracestate;
if((typeof data8 !== "string") && (data8 !== null)){
const err19 = {instancePath:instancePath+"/traceContext/tracestate",schemaPath:"#/components/schemas/TraceContext/properties/tracestate/type",keyword:"type",params:{type: schema60.properties.tracestate.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/traceContext",schemaPath:"#/components/schemas/TraceContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
if(_valid0){
var props0 = {};
props0.traceparent = true;
props0.tracestate = true;
}
const _errs23 = errors;
if(data6 !== null){
const err21 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err22 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"updateId":true,"offset":true,"synchronizerId":true,"recordTime":true,"events":true,"traceContext":true},"dynamicProps":false,"dynamicItems":false};

const schema80 = {"type":"object","required":["updateId","effectiveAt","events","offset","synchronizerId","recordTime"],"properties":{"updateId":{"$ref":"#/components/schemas/LedgerString"},"commandId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"workflowId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"effectiveAt":{"$ref":"#/components/schemas/Timestamp"},"events":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/Event"}},"offset":{"type":"integer","format":"int64","minimum":1},"synchronizerId":{"type":"string"},"traceContext":{"anyOf":[{"$ref":"#/components/schemas/TraceContext"},{"type":"null"}]},"recordTime":{"$ref":"#/components/schemas/Timestamp"},"externalTransactionHash":{"type":["string","null"]},"paidTrafficCost":{"type":["integer","null"],"format":"int64","minimum":0}}};
const schema83 = {"oneOf":[{"type":"object","additionalProperties":false,"required":["ArchivedEvent"],"properties":{"ArchivedEvent":{"$ref":"#/components/schemas/ArchivedEvent"}}},{"type":"object","additionalProperties":false,"required":["CreatedEvent"],"properties":{"CreatedEvent":{"$ref":"#/components/schemas/CreatedEvent"}}},{"type":"object","additionalProperties":false,"required":["ExercisedEvent"],"properties":{"ExercisedEvent":{"$ref":"#/components/schemas/ExercisedEvent"}}}]};
const schema84 = {"type":"object","required":["offset","nodeId","contractId","templateId","witnessParties","packageName"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"packageName":{"type":"string","minLength":1},"implementedInterfaces":{"type":"array","items":{"$ref":"#/components/schemas/IdentifierString"}}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nodeId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nodeId"},message:"must have required property '"+"nodeId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contractId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contractId"},message:"must have required property '"+"contractId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.templateId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.witnessParties === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "witnessParties"},message:"must have required property '"+"witnessParties"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.packageName === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageName"},message:"must have required property '"+"packageName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.offset !== undefined){
let data0 = data.offset;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.validate(data0))){
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.nodeId !== undefined){
let data1 = data.nodeId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats10.validate(data1))){
const err11 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.contractId !== undefined){
let data2 = data.contractId;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err12 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data2)){
const err14 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.templateId !== undefined){
let data3 = data.templateId;
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
const err16 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.witnessParties !== undefined){
let data4 = data.witnessParties;
if(Array.isArray(data4)){
if(data4.length < 1){
const err18 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func1(data5) > 255){
const err19 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data5) < 1){
const err20 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern11.test(data5)){
const err21 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
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
const err22 = {instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.packageName !== undefined){
let data6 = data.packageName;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err24 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.implementedInterfaces !== undefined){
let data7 = data.implementedInterfaces;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(!pattern8.test(data8)){
const err26 = {instancePath:instancePath+"/implementedInterfaces/" + i1,schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/implementedInterfaces/" + i1,schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/implementedInterfaces",schemaPath:"#/properties/implementedInterfaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"offset":true,"nodeId":true,"contractId":true,"templateId":true,"witnessParties":true,"packageName":true,"implementedInterfaces":true},"dynamicProps":false,"dynamicItems":false};

const schema89 = {"type":"object","required":["offset","nodeId","contractId","templateId","choice","choiceArgument","actingParties","consuming","witnessParties","lastDescendantNodeId","packageName","acsDelta"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"interfaceId":{"type":["string","null"],"pattern":"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"choice":{"type":"string","minLength":1},"choiceArgument":{},"actingParties":{"type":"array","items":{"$ref":"#/components/schemas/PartyIdString"}},"consuming":{"type":"boolean"},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"lastDescendantNodeId":{"type":"integer","format":"int32","minimum":0},"exerciseResult":{},"packageName":{"type":"string","minLength":1},"implementedInterfaces":{"type":"array","items":{"$ref":"#/components/schemas/IdentifierString"}},"acsDelta":{"type":"boolean"}}};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nodeId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nodeId"},message:"must have required property '"+"nodeId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contractId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contractId"},message:"must have required property '"+"contractId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.templateId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.choice === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choice"},message:"must have required property '"+"choice"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.choiceArgument === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceArgument"},message:"must have required property '"+"choiceArgument"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.actingParties === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actingParties"},message:"must have required property '"+"actingParties"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.consuming === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consuming"},message:"must have required property '"+"consuming"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.witnessParties === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "witnessParties"},message:"must have required property '"+"witnessParties"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.lastDescendantNodeId === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastDescendantNodeId"},message:"must have required property '"+"lastDescendantNodeId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.packageName === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageName"},message:"must have required property '"+"packageName"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.acsDelta === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acsDelta"},message:"must have required property '"+"acsDelta"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.offset !== undefined){
let data0 = data.offset;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err12 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.validate(data0))){
const err14 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.nodeId !== undefined){
let data1 = data.nodeId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err15 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err16 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats10.validate(data1))){
const err17 = {instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.contractId !== undefined){
let data2 = data.contractId;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err18 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data2) < 1){
const err19 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data2)){
const err20 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.templateId !== undefined){
let data3 = data.templateId;
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
const err22 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.interfaceId !== undefined){
let data4 = data.interfaceId;
if((typeof data4 !== "string") && (data4 !== null)){
const err24 = {instancePath:instancePath+"/interfaceId",schemaPath:"#/properties/interfaceId/type",keyword:"type",params:{type: schema89.properties.interfaceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
const err25 = {instancePath:instancePath+"/interfaceId",schemaPath:"#/properties/interfaceId/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.choice !== undefined){
let data5 = data.choice;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err26 = {instancePath:instancePath+"/choice",schemaPath:"#/properties/choice/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/choice",schemaPath:"#/properties/choice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.actingParties !== undefined){
let data6 = data.actingParties;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err28 = {instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data7) < 1){
const err29 = {instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern11.test(data7)){
const err30 = {instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/actingParties",schemaPath:"#/properties/actingParties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.consuming !== undefined){
if(typeof data.consuming !== "boolean"){
const err33 = {instancePath:instancePath+"/consuming",schemaPath:"#/properties/consuming/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.witnessParties !== undefined){
let data9 = data.witnessParties;
if(Array.isArray(data9)){
if(data9.length < 1){
const err34 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 === "string"){
if(func1(data10) > 255){
const err35 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func1(data10) < 1){
const err36 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern11.test(data10)){
const err37 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.lastDescendantNodeId !== undefined){
let data11 = data.lastDescendantNodeId;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err40 = {instancePath:instancePath+"/lastDescendantNodeId",schemaPath:"#/properties/lastDescendantNodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err41 = {instancePath:instancePath+"/lastDescendantNodeId",schemaPath:"#/properties/lastDescendantNodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats10.validate(data11))){
const err42 = {instancePath:instancePath+"/lastDescendantNodeId",schemaPath:"#/properties/lastDescendantNodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.packageName !== undefined){
let data12 = data.packageName;
if(typeof data12 === "string"){
if(func1(data12) < 1){
const err43 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.implementedInterfaces !== undefined){
let data13 = data.implementedInterfaces;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(typeof data14 === "string"){
if(!pattern8.test(data14)){
const err45 = {instancePath:instancePath+"/implementedInterfaces/" + i2,schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/implementedInterfaces/" + i2,schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/implementedInterfaces",schemaPath:"#/properties/implementedInterfaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.acsDelta !== undefined){
if(typeof data.acsDelta !== "boolean"){
const err48 = {instancePath:instancePath+"/acsDelta",schemaPath:"#/properties/acsDelta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":{"offset":true,"nodeId":true,"contractId":true,"templateId":true,"interfaceId":true,"choice":true,"choiceArgument":true,"actingParties":true,"consuming":true,"witnessParties":true,"lastDescendantNodeId":true,"exerciseResult":true,"packageName":true,"implementedInterfaces":true,"acsDelta":true},"dynamicProps":false,"dynamicItems":false};


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
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
if(data.ArchivedEvent === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "ArchivedEvent"},message:"must have required property '"+"ArchivedEvent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "ArchivedEvent")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ArchivedEvent !== undefined){
if(!(validate63(data.ArchivedEvent, {instancePath:instancePath+"/ArchivedEvent",parentData:data,parentDataProperty:"ArchivedEvent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.CreatedEvent === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "CreatedEvent"},message:"must have required property '"+"CreatedEvent"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data){
if(!(key1 === "CreatedEvent")){
const err4 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.CreatedEvent !== undefined){
if(!(validate32(data.CreatedEvent, {instancePath:instancePath+"/CreatedEvent",parentData:data,parentDataProperty:"CreatedEvent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ExercisedEvent === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "ExercisedEvent"},message:"must have required property '"+"ExercisedEvent"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data){
if(!(key2 === "ExercisedEvent")){
const err7 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ExercisedEvent !== undefined){
if(!(validate66(data.ExercisedEvent, {instancePath:instancePath+"/ExercisedEvent",parentData:data,parentDataProperty:"ExercisedEvent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
}
}
if(!valid0){
const err9 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
validate62.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate62.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.updateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updateId"},message:"must have required property '"+"updateId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.effectiveAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effectiveAt"},message:"must have required property '"+"effectiveAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.events === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.offset === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.synchronizerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.recordTime === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recordTime"},message:"must have required property '"+"recordTime"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.updateId !== undefined){
let data0 = data.updateId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err6 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.commandId !== undefined){
let data1 = data.commandId;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err10 = {instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern5.test(data1)){
const err11 = {instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""};
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
const err12 = {instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.workflowId !== undefined){
let data2 = data.workflowId;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err13 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data2)){
const err14 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.effectiveAt !== undefined){
let data3 = data.effectiveAt;
if(typeof data3 === "string"){
if(!(formats2(data3))){
const err16 = {instancePath:instancePath+"/effectiveAt",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/effectiveAt",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.events !== undefined){
let data4 = data.events;
if(Array.isArray(data4)){
if(data4.length < 1){
const err18 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data4[i0], {instancePath:instancePath+"/events/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.offset !== undefined){
let data6 = data.offset;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.validate(data6))){
const err22 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.synchronizerId !== undefined){
if(typeof data.synchronizerId !== "string"){
const err23 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.traceContext !== undefined){
let data8 = data.traceContext;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.traceparent !== undefined){
let data9 = data8.traceparent;
if((typeof data9 !== "string") && (data9 !== null)){
const err24 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/type",keyword:"type",params:{type: schema60.properties.traceparent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data9 === "string"){
if(!pattern17.test(data9)){
const err25 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},message:"must match pattern \""+"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data8.tracestate !== undefined){
let data10 = data8.tracestate;
if((typeof data10 !== "string") && (data10 !== null)){
const err26 = {instancePath:instancePath+"/traceContext/tracestate",schemaPath:"#/components/schemas/TraceContext/properties/tracestate/type",keyword:"type",params:{type: schema60.properties.tracestate.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/traceContext",schemaPath:"#/components/schemas/TraceContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
if(_valid0){
var props1 = {};
props1.traceparent = true;
props1.tracestate = true;
}
const _errs27 = errors;
if(data8 !== null){
const err28 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err29 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.recordTime !== undefined){
let data11 = data.recordTime;
if(typeof data11 === "string"){
if(!(formats2(data11))){
const err30 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.externalTransactionHash !== undefined){
let data12 = data.externalTransactionHash;
if((typeof data12 !== "string") && (data12 !== null)){
const err32 = {instancePath:instancePath+"/externalTransactionHash",schemaPath:"#/properties/externalTransactionHash/type",keyword:"type",params:{type: schema80.properties.externalTransactionHash.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.paidTrafficCost !== undefined){
let data13 = data.paidTrafficCost;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err33 = {instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/type",keyword:"type",params:{type: schema80.properties.paidTrafficCost.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(formats0.validate(data13))){
const err35 = {instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"updateId":true,"commandId":true,"workflowId":true,"effectiveAt":true,"events":true,"offset":true,"synchronizerId":true,"traceContext":true,"recordTime":true,"externalTransactionHash":true,"paidTrafficCost":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.OffsetCheckpoint === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "OffsetCheckpoint"},message:"must have required property '"+"OffsetCheckpoint"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "OffsetCheckpoint")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.OffsetCheckpoint !== undefined){
let data0 = data.OffsetCheckpoint;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.value === undefined){
const err2 = {instancePath:instancePath+"/OffsetCheckpoint",schemaPath:"#/oneOf/0/properties/OffsetCheckpoint/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(key1 === "value")){
const err3 = {instancePath:instancePath+"/OffsetCheckpoint",schemaPath:"#/oneOf/0/properties/OffsetCheckpoint/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.value !== undefined){
if(!(validate25(data0.value, {instancePath:instancePath+"/OffsetCheckpoint/value",parentData:data0,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/OffsetCheckpoint",schemaPath:"#/oneOf/0/properties/OffsetCheckpoint/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Reassignment === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "Reassignment"},message:"must have required property '"+"Reassignment"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data){
if(!(key2 === "Reassignment")){
const err7 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Reassignment !== undefined){
let data2 = data.Reassignment;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.value === undefined){
const err8 = {instancePath:instancePath+"/Reassignment",schemaPath:"#/oneOf/1/properties/Reassignment/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key3 in data2){
if(!(key3 === "value")){
const err9 = {instancePath:instancePath+"/Reassignment",schemaPath:"#/oneOf/1/properties/Reassignment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.value !== undefined){
if(!(validate29(data2.value, {instancePath:instancePath+"/Reassignment/value",parentData:data2,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/Reassignment",schemaPath:"#/oneOf/1/properties/Reassignment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TopologyTransaction === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "TopologyTransaction"},message:"must have required property '"+"TopologyTransaction"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "TopologyTransaction")){
const err13 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.TopologyTransaction !== undefined){
let data4 = data.TopologyTransaction;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.value === undefined){
const err14 = {instancePath:instancePath+"/TopologyTransaction",schemaPath:"#/oneOf/2/properties/TopologyTransaction/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key5 in data4){
if(!(key5 === "value")){
const err15 = {instancePath:instancePath+"/TopologyTransaction",schemaPath:"#/oneOf/2/properties/TopologyTransaction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.value !== undefined){
if(!(validate47(data4.value, {instancePath:instancePath+"/TopologyTransaction/value",parentData:data4,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/TopologyTransaction",schemaPath:"#/oneOf/2/properties/TopologyTransaction/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Transaction === undefined){
const err18 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "Transaction"},message:"must have required property '"+"Transaction"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key6 in data){
if(!(key6 === "Transaction")){
const err19 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.Transaction !== undefined){
let data6 = data.Transaction;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.value === undefined){
const err20 = {instancePath:instancePath+"/Transaction",schemaPath:"#/oneOf/3/properties/Transaction/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key7 in data6){
if(!(key7 === "value")){
const err21 = {instancePath:instancePath+"/Transaction",schemaPath:"#/oneOf/3/properties/Transaction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.value !== undefined){
if(!(validate61(data6.value, {instancePath:instancePath+"/Transaction/value",parentData:data6,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/Transaction",schemaPath:"#/oneOf/3/properties/Transaction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
}
}
}
if(!valid0){
const err24 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
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
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.update === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "update"},message:"must have required property '"+"update"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.update !== undefined){
if(!(validate24(data.update, {instancePath:instancePath+"/update",parentData:data,parentDataProperty:"update",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"update":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const postV2UpdatesFlats_400 = validate73;
const schema97 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema"};
const schema98 = {"type":"object","required":["code","cause","context","errorCategory"],"properties":{"code":{"type":"string","minLength":1},"cause":{"type":"string"},"correlationId":{"type":["string","null"]},"traceId":{"type":["string","null"]},"context":{"type":"object","additionalProperties":{"type":"string"}},"resources":{"type":"array","items":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"string"}}},"errorCategory":{"type":"integer","format":"int32"},"grpcCodeValue":{"type":["integer","null"],"format":"int32"},"retryInfo":{"type":["string","null"]},"definiteAnswer":{"type":["boolean","null"]}}};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2UpdatesFlats_413 = validate74;
const schema99 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2UpdatesFlats_default = validate75;
const schema101 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2Updates_200 = validate76;
const schema103 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/UpdateList/content/application~1json/schema"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate77(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const postV2Updates_400 = validate80;
const schema105 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2Updates_413 = validate81;
const schema107 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2Updates_default = validate82;
const schema109 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const getV2Version_200 = validate83;
const schema111 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1version/get/responses/200/content/application~1json/schema"};
const schema112 = {"type":"object","required":["version","features"],"properties":{"version":{"type":"string","minLength":1},"features":{"$ref":"#/components/schemas/FeaturesDescriptor"}}};
const schema113 = {"type":"object","required":["userManagement","partyManagement","experimental","offsetCheckpoint","packageFeature"],"properties":{"userManagement":{"$ref":"#/components/schemas/UserManagementFeature"},"partyManagement":{"$ref":"#/components/schemas/PartyManagementFeature"},"experimental":{"$ref":"#/components/schemas/ExperimentalFeatures"},"offsetCheckpoint":{"$ref":"#/components/schemas/OffsetCheckpointFeature"},"packageFeature":{"$ref":"#/components/schemas/PackageFeature"}}};
const schema114 = {"type":"object","required":["supported","maxRightsPerUser","maxUsersPageSize"],"properties":{"supported":{"type":"boolean"},"maxRightsPerUser":{"type":"integer","format":"int32","minimum":0},"maxUsersPageSize":{"type":"integer","format":"int32","minimum":0}}};
const schema115 = {"type":"object","required":["maxPartiesPageSize"],"properties":{"maxPartiesPageSize":{"type":"integer","format":"int32","minimum":1}}};
const schema122 = {"type":"object","required":["maxVettedPackagesPageSize"],"properties":{"maxVettedPackagesPageSize":{"type":"integer","format":"int32","minimum":1}}};
const schema116 = {"type":"object","properties":{"staticTime":{"$ref":"#/components/schemas/ExperimentalFeatureSupport"},"commandInspectionService":{"$ref":"#/components/schemas/ExperimentalFeatureSupport"}}};
const schema117 = {"type":"object","required":["supported"],"properties":{"supported":{"type":"boolean"}}};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.staticTime !== undefined){
let data0 = data.staticTime;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.supported === undefined){
const err0 = {instancePath:instancePath+"/staticTime",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/required",keyword:"required",params:{missingProperty: "supported"},message:"must have required property '"+"supported"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.supported !== undefined){
if(typeof data0.supported !== "boolean"){
const err1 = {instancePath:instancePath+"/staticTime/supported",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err2 = {instancePath:instancePath+"/staticTime",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.commandInspectionService !== undefined){
let data2 = data.commandInspectionService;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.supported === undefined){
const err3 = {instancePath:instancePath+"/commandInspectionService",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/required",keyword:"required",params:{missingProperty: "supported"},message:"must have required property '"+"supported"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.supported !== undefined){
if(typeof data2.supported !== "boolean"){
const err4 = {instancePath:instancePath+"/commandInspectionService/supported",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/commandInspectionService",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"staticTime":true,"commandInspectionService":true},"dynamicProps":false,"dynamicItems":false};

const schema119 = {"type":"object","required":["maxOffsetCheckpointEmissionDelay"],"properties":{"maxOffsetCheckpointEmissionDelay":{"$ref":"#/components/schemas/Duration"}}};
const schema120 = {"type":"object","required":["seconds","nanos"],"properties":{"seconds":{"type":"integer","format":"int64"},"nanos":{"type":"integer","format":"int32"},"unknownFields":{"$ref":"#/components/schemas/UnknownFieldSet"}}};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seconds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nanos === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nanos"},message:"must have required property '"+"nanos"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.seconds !== undefined){
let data0 = data.seconds;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
const err3 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.nanos !== undefined){
let data1 = data.nanos;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/nanos",schemaPath:"#/properties/nanos/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(!(formats10.validate(data1))){
const err5 = {instancePath:instancePath+"/nanos",schemaPath:"#/properties/nanos/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.unknownFields !== undefined){
let data2 = data.unknownFields;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fields !== undefined){
let data3 = data2.fields;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err6 = {instancePath:instancePath+"/unknownFields/fields",schemaPath:"#/components/schemas/UnknownFieldSet/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/unknownFields",schemaPath:"#/components/schemas/UnknownFieldSet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"seconds":true,"nanos":true,"unknownFields":true},"dynamicProps":false,"dynamicItems":false};


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.maxOffsetCheckpointEmissionDelay === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "maxOffsetCheckpointEmissionDelay"},message:"must have required property '"+"maxOffsetCheckpointEmissionDelay"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.maxOffsetCheckpointEmissionDelay !== undefined){
if(!(validate89(data.maxOffsetCheckpointEmissionDelay, {instancePath:instancePath+"/maxOffsetCheckpointEmissionDelay",parentData:data,parentDataProperty:"maxOffsetCheckpointEmissionDelay",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":{"maxOffsetCheckpointEmissionDelay":true},"dynamicProps":false,"dynamicItems":false};


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userManagement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userManagement"},message:"must have required property '"+"userManagement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.partyManagement === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyManagement"},message:"must have required property '"+"partyManagement"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.experimental === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "experimental"},message:"must have required property '"+"experimental"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.offsetCheckpoint === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offsetCheckpoint"},message:"must have required property '"+"offsetCheckpoint"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.packageFeature === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageFeature"},message:"must have required property '"+"packageFeature"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.userManagement !== undefined){
let data0 = data.userManagement;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.supported === undefined){
const err5 = {instancePath:instancePath+"/userManagement",schemaPath:"#/components/schemas/UserManagementFeature/required",keyword:"required",params:{missingProperty: "supported"},message:"must have required property '"+"supported"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.maxRightsPerUser === undefined){
const err6 = {instancePath:instancePath+"/userManagement",schemaPath:"#/components/schemas/UserManagementFeature/required",keyword:"required",params:{missingProperty: "maxRightsPerUser"},message:"must have required property '"+"maxRightsPerUser"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.maxUsersPageSize === undefined){
const err7 = {instancePath:instancePath+"/userManagement",schemaPath:"#/components/schemas/UserManagementFeature/required",keyword:"required",params:{missingProperty: "maxUsersPageSize"},message:"must have required property '"+"maxUsersPageSize"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.supported !== undefined){
if(typeof data0.supported !== "boolean"){
const err8 = {instancePath:instancePath+"/userManagement/supported",schemaPath:"#/components/schemas/UserManagementFeature/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.maxRightsPerUser !== undefined){
let data2 = data0.maxRightsPerUser;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/userManagement/maxRightsPerUser",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxRightsPerUser/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/userManagement/maxRightsPerUser",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxRightsPerUser/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats10.validate(data2))){
const err11 = {instancePath:instancePath+"/userManagement/maxRightsPerUser",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxRightsPerUser/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data0.maxUsersPageSize !== undefined){
let data3 = data0.maxUsersPageSize;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/userManagement/maxUsersPageSize",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxUsersPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/userManagement/maxUsersPageSize",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxUsersPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats10.validate(data3))){
const err14 = {instancePath:instancePath+"/userManagement/maxUsersPageSize",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxUsersPageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/userManagement",schemaPath:"#/components/schemas/UserManagementFeature/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.partyManagement !== undefined){
let data4 = data.partyManagement;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.maxPartiesPageSize === undefined){
const err16 = {instancePath:instancePath+"/partyManagement",schemaPath:"#/components/schemas/PartyManagementFeature/required",keyword:"required",params:{missingProperty: "maxPartiesPageSize"},message:"must have required property '"+"maxPartiesPageSize"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.maxPartiesPageSize !== undefined){
let data5 = data4.maxPartiesPageSize;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/partyManagement/maxPartiesPageSize",schemaPath:"#/components/schemas/PartyManagementFeature/properties/maxPartiesPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/partyManagement/maxPartiesPageSize",schemaPath:"#/components/schemas/PartyManagementFeature/properties/maxPartiesPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats10.validate(data5))){
const err19 = {instancePath:instancePath+"/partyManagement/maxPartiesPageSize",schemaPath:"#/components/schemas/PartyManagementFeature/properties/maxPartiesPageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/partyManagement",schemaPath:"#/components/schemas/PartyManagementFeature/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.experimental !== undefined){
if(!(validate86(data.experimental, {instancePath:instancePath+"/experimental",parentData:data,parentDataProperty:"experimental",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data.offsetCheckpoint !== undefined){
if(!(validate88(data.offsetCheckpoint, {instancePath:instancePath+"/offsetCheckpoint",parentData:data,parentDataProperty:"offsetCheckpoint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.packageFeature !== undefined){
let data8 = data.packageFeature;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.maxVettedPackagesPageSize === undefined){
const err21 = {instancePath:instancePath+"/packageFeature",schemaPath:"#/components/schemas/PackageFeature/required",keyword:"required",params:{missingProperty: "maxVettedPackagesPageSize"},message:"must have required property '"+"maxVettedPackagesPageSize"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8.maxVettedPackagesPageSize !== undefined){
let data9 = data8.maxVettedPackagesPageSize;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err22 = {instancePath:instancePath+"/packageFeature/maxVettedPackagesPageSize",schemaPath:"#/components/schemas/PackageFeature/properties/maxVettedPackagesPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/packageFeature/maxVettedPackagesPageSize",schemaPath:"#/components/schemas/PackageFeature/properties/maxVettedPackagesPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats10.validate(data9))){
const err24 = {instancePath:instancePath+"/packageFeature/maxVettedPackagesPageSize",schemaPath:"#/components/schemas/PackageFeature/properties/maxVettedPackagesPageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/packageFeature",schemaPath:"#/components/schemas/PackageFeature/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"userManagement":true,"partyManagement":true,"experimental":true,"offsetCheckpoint":true,"packageFeature":true},"dynamicProps":false,"dynamicItems":false};


function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.features === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "features"},message:"must have required property '"+"features"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.version !== undefined){
let data0 = data.version;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.features !== undefined){
if(!(validate85(data.features, {instancePath:instancePath+"/features",parentData:data,parentDataProperty:"features",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":{"version":true,"features":true},"dynamicProps":false,"dynamicItems":false};


function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate84(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"version":true,"features":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateLedgerEnd_200 = validate94;
const schema123 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1ledger-end/get/responses/200/content/application~1json/schema"};
const schema124 = {"type":"object","required":["offset"],"properties":{"offset":{"type":"integer","format":"int64","minimum":0},"synchronizerTimes":{"type":"array","items":{"$ref":"#/components/schemas/SynchronizerTime"}}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.offset !== undefined){
let data0 = data.offset;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data0))){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.synchronizerTimes !== undefined){
let data1 = data.synchronizerTimes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data1[i0], {instancePath:instancePath+"/synchronizerTimes/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/synchronizerTimes",schemaPath:"#/properties/synchronizerTimes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":{"offset":true,"synchronizerTimes":true},"dynamicProps":false,"dynamicItems":false};


function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate95(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":{"offset":true,"synchronizerTimes":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateLedgerEnd_default = validate98;
const schema125 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateLatestPrunedOffsets_200 = validate99;
const schema127 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema"};
const schema128 = {"type":"object","required":["participantPrunedUpToInclusive","allDivulgedContractsPrunedUpToInclusive"],"properties":{"participantPrunedUpToInclusive":{"type":"integer","format":"int64","minimum":0},"allDivulgedContractsPrunedUpToInclusive":{"type":"integer","format":"int64","minimum":0}}};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.participantPrunedUpToInclusive === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "participantPrunedUpToInclusive"},message:"must have required property '"+"participantPrunedUpToInclusive"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.allDivulgedContractsPrunedUpToInclusive === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "allDivulgedContractsPrunedUpToInclusive"},message:"must have required property '"+"allDivulgedContractsPrunedUpToInclusive"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.participantPrunedUpToInclusive !== undefined){
let data0 = data.participantPrunedUpToInclusive;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/participantPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/participantPrunedUpToInclusive/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/participantPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/participantPrunedUpToInclusive/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.validate(data0))){
const err4 = {instancePath:instancePath+"/participantPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/participantPrunedUpToInclusive/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.allDivulgedContractsPrunedUpToInclusive !== undefined){
let data1 = data.allDivulgedContractsPrunedUpToInclusive;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/allDivulgedContractsPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/allDivulgedContractsPrunedUpToInclusive/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/allDivulgedContractsPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/allDivulgedContractsPrunedUpToInclusive/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.validate(data1))){
const err7 = {instancePath:instancePath+"/allDivulgedContractsPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/allDivulgedContractsPrunedUpToInclusive/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":{"participantPrunedUpToInclusive":true,"allDivulgedContractsPrunedUpToInclusive":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateLatestPrunedOffsets_default = validate100;
const schema129 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateConnectedSynchronizers_200 = validate101;
const schema131 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1connected-synchronizers/get/responses/200/content/application~1json/schema"};
const schema132 = {"type":"object","required":["connectedSynchronizers"],"properties":{"connectedSynchronizers":{"type":"array","items":{"$ref":"#/components/schemas/ConnectedSynchronizer"}}}};
const schema133 = {"type":"object","required":["synchronizerAlias","synchronizerId","permission"],"properties":{"synchronizerAlias":{"type":"string","minLength":1},"synchronizerId":{"type":"string","minLength":1},"permission":{"$ref":"#/components/schemas/ParticipantPermission"}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.synchronizerAlias === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerAlias"},message:"must have required property '"+"synchronizerAlias"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.synchronizerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.permission === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permission"},message:"must have required property '"+"permission"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.synchronizerAlias !== undefined){
let data0 = data.synchronizerAlias;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/synchronizerAlias",schemaPath:"#/properties/synchronizerAlias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/synchronizerAlias",schemaPath:"#/properties/synchronizerAlias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.synchronizerId !== undefined){
let data1 = data.synchronizerId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.permission !== undefined){
let data2 = data.permission;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/permission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
const err8 = {instancePath:instancePath+"/permission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"synchronizerAlias":true,"synchronizerId":true,"permission":true},"dynamicProps":false,"dynamicItems":false};


function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectedSynchronizers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectedSynchronizers"},message:"must have required property '"+"connectedSynchronizers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connectedSynchronizers !== undefined){
let data0 = data.connectedSynchronizers;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate103(data0[i0], {instancePath:instancePath+"/connectedSynchronizers/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/connectedSynchronizers",schemaPath:"#/properties/connectedSynchronizers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":{"connectedSynchronizers":true},"dynamicProps":false,"dynamicItems":false};


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate102(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"connectedSynchronizers":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateConnectedSynchronizers_400 = validate106;
const schema135 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema"};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const getV2StateConnectedSynchronizers_default = validate107;
const schema137 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2PartiesExternalGenerateTopology_200 = validate108;
const schema139 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/200/content/application~1json/schema"};
const schema140 = {"type":"object","required":["partyId","publicKeyFingerprint","topologyTransactions","multiHash"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"publicKeyFingerprint":{"type":"string"},"topologyTransactions":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/Base64Bytes"}},"multiHash":{"$ref":"#/components/schemas/Base64Bytes"}}};
const schema142 = {"type":"string","pattern":"^[A-Za-z0-9+/]*={0,2}$"};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.partyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyId"},message:"must have required property '"+"partyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.publicKeyFingerprint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publicKeyFingerprint"},message:"must have required property '"+"publicKeyFingerprint"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topologyTransactions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topologyTransactions"},message:"must have required property '"+"topologyTransactions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.multiHash === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "multiHash"},message:"must have required property '"+"multiHash"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.partyId !== undefined){
let data0 = data.partyId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err4 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern11.test(data0)){
const err6 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.publicKeyFingerprint !== undefined){
if(typeof data.publicKeyFingerprint !== "string"){
const err8 = {instancePath:instancePath+"/publicKeyFingerprint",schemaPath:"#/properties/publicKeyFingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.topologyTransactions !== undefined){
let data2 = data.topologyTransactions;
if(Array.isArray(data2)){
if(data2.length < 1){
const err9 = {instancePath:instancePath+"/topologyTransactions",schemaPath:"#/properties/topologyTransactions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(!pattern9.test(data3)){
const err10 = {instancePath:instancePath+"/topologyTransactions/" + i0,schemaPath:"#/components/schemas/Base64Bytes/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/topologyTransactions/" + i0,schemaPath:"#/components/schemas/Base64Bytes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/topologyTransactions",schemaPath:"#/properties/topologyTransactions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.multiHash !== undefined){
let data4 = data.multiHash;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err13 = {instancePath:instancePath+"/multiHash",schemaPath:"#/components/schemas/Base64Bytes/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
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
const err14 = {instancePath:instancePath+"/multiHash",schemaPath:"#/components/schemas/Base64Bytes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":{"partyId":true,"publicKeyFingerprint":true,"topologyTransactions":true,"multiHash":true},"dynamicProps":false,"dynamicItems":false};


function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate109(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"partyId":true,"publicKeyFingerprint":true,"topologyTransactions":true,"multiHash":true},"dynamicProps":false,"dynamicItems":false};

export const postV2PartiesExternalGenerateTopology_400 = validate111;
const schema144 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema"};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2PartiesExternalGenerateTopology_default = validate112;
const schema146 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2PartiesExternalAllocate_200 = validate113;
const schema148 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/200/content/application~1json/schema"};
const schema149 = {"type":"object","required":["partyId"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"}}};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.partyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "partyId"},message:"must have required property '"+"partyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.partyId !== undefined){
let data0 = data.partyId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err1 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern11.test(data0)){
const err3 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":{"partyId":true},"dynamicProps":false,"dynamicItems":false};


function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate114(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":{"partyId":true},"dynamicProps":false,"dynamicItems":false};

export const postV2PartiesExternalAllocate_400 = validate116;
const schema151 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema"};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2PartiesExternalAllocate_default = validate117;
const schema153 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const getV2InteractiveSubmissionPreferredPackageVersion_200 = validate118;
const schema155 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/200/content/application~1json/schema"};
const schema156 = {"type":"object","properties":{"packagePreference":{"anyOf":[{"$ref":"#/components/schemas/PackagePreference"},{"type":"null"}]}}};
const schema157 = {"type":"object","required":["packageReference","synchronizerId"],"properties":{"packageReference":{"$ref":"#/components/schemas/PackageReference"},"synchronizerId":{"type":"string"}}};
const schema158 = {"type":"object","required":["packageId","packageName","packageVersion"],"properties":{"packageId":{"type":"string"},"packageName":{"type":"string"},"packageVersion":{"type":"string"}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.packageReference === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageReference"},message:"must have required property '"+"packageReference"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.synchronizerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.packageReference !== undefined){
let data0 = data.packageReference;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.packageId === undefined){
const err2 = {instancePath:instancePath+"/packageReference",schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: "packageId"},message:"must have required property '"+"packageId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.packageName === undefined){
const err3 = {instancePath:instancePath+"/packageReference",schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: "packageName"},message:"must have required property '"+"packageName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.packageVersion === undefined){
const err4 = {instancePath:instancePath+"/packageReference",schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: "packageVersion"},message:"must have required property '"+"packageVersion"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.packageId !== undefined){
if(typeof data0.packageId !== "string"){
const err5 = {instancePath:instancePath+"/packageReference/packageId",schemaPath:"#/components/schemas/PackageReference/properties/packageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.packageName !== undefined){
if(typeof data0.packageName !== "string"){
const err6 = {instancePath:instancePath+"/packageReference/packageName",schemaPath:"#/components/schemas/PackageReference/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.packageVersion !== undefined){
if(typeof data0.packageVersion !== "string"){
const err7 = {instancePath:instancePath+"/packageReference/packageVersion",schemaPath:"#/components/schemas/PackageReference/properties/packageVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/packageReference",schemaPath:"#/components/schemas/PackageReference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.synchronizerId !== undefined){
if(typeof data.synchronizerId !== "string"){
const err9 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"packageReference":true,"synchronizerId":true},"dynamicProps":false,"dynamicItems":false};


function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.packagePreference !== undefined){
let data0 = data.packagePreference;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate120(data0, {instancePath:instancePath+"/packagePreference",parentData:data,parentDataProperty:"packagePreference",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.packageReference = true;
props0.synchronizerId = true;
}
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/packagePreference",schemaPath:"#/properties/packagePreference/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/packagePreference",schemaPath:"#/properties/packagePreference/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":{"packagePreference":true},"dynamicProps":false,"dynamicItems":false};


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate119(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":{"packagePreference":true},"dynamicProps":false,"dynamicItems":false};

export const getV2InteractiveSubmissionPreferredPackageVersion_400 = validate123;
const schema159 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema"};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const getV2InteractiveSubmissionPreferredPackageVersion_default = validate124;
const schema161 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2InteractiveSubmissionPreferredPackages_200 = validate125;
const schema163 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/200/content/application~1json/schema"};
const schema164 = {"type":"object","required":["packageReferences","synchronizerId"],"properties":{"packageReferences":{"type":"array","items":{"$ref":"#/components/schemas/PackageReference"}},"synchronizerId":{"type":"string"}}};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.packageReferences === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packageReferences"},message:"must have required property '"+"packageReferences"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.synchronizerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.packageReferences !== undefined){
let data0 = data.packageReferences;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.packageId === undefined){
const err2 = {instancePath:instancePath+"/packageReferences/" + i0,schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: "packageId"},message:"must have required property '"+"packageId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.packageName === undefined){
const err3 = {instancePath:instancePath+"/packageReferences/" + i0,schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: "packageName"},message:"must have required property '"+"packageName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.packageVersion === undefined){
const err4 = {instancePath:instancePath+"/packageReferences/" + i0,schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: "packageVersion"},message:"must have required property '"+"packageVersion"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.packageId !== undefined){
if(typeof data1.packageId !== "string"){
const err5 = {instancePath:instancePath+"/packageReferences/" + i0+"/packageId",schemaPath:"#/components/schemas/PackageReference/properties/packageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.packageName !== undefined){
if(typeof data1.packageName !== "string"){
const err6 = {instancePath:instancePath+"/packageReferences/" + i0+"/packageName",schemaPath:"#/components/schemas/PackageReference/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.packageVersion !== undefined){
if(typeof data1.packageVersion !== "string"){
const err7 = {instancePath:instancePath+"/packageReferences/" + i0+"/packageVersion",schemaPath:"#/components/schemas/PackageReference/properties/packageVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/packageReferences/" + i0,schemaPath:"#/components/schemas/PackageReference/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath:instancePath+"/packageReferences",schemaPath:"#/properties/packageReferences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.synchronizerId !== undefined){
if(typeof data.synchronizerId !== "string"){
const err10 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":{"packageReferences":true,"synchronizerId":true},"dynamicProps":false,"dynamicItems":false};


function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate126(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"packageReferences":true,"synchronizerId":true},"dynamicProps":false,"dynamicItems":false};

export const postV2InteractiveSubmissionPreferredPackages_400 = validate128;
const schema166 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema"};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const postV2InteractiveSubmissionPreferredPackages_default = validate129;
const schema168 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cause === undefined){
const err1 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "cause"},message:"must have required property '"+"cause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context === undefined){
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCategory === undefined){
const err3 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "errorCategory"},message:"must have required property '"+"errorCategory"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cause !== undefined){
if(typeof data.cause !== "string"){
const err6 = {instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.correlationId !== undefined){
let data2 = data.correlationId;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.traceId !== undefined){
let data3 = data.traceId;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resources !== undefined){
let data6 = data.resources;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(Array.isArray(data7)){
if(data7.length > 2){
const err11 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.length < 2){
const err12 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err13 = {instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
const err17 = {instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
const err19 = {instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
if((typeof data11 !== "string") && (data11 !== null)){
const err20 = {instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err21 = {instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

export const validators = {
  postV2UpdatesFlats: { "200": postV2UpdatesFlats_200, "400": postV2UpdatesFlats_400, "413": postV2UpdatesFlats_413, "default": postV2UpdatesFlats_default },
  postV2Updates: { "200": postV2Updates_200, "400": postV2Updates_400, "413": postV2Updates_413, "default": postV2Updates_default },
  getV2Version: { "200": getV2Version_200 },
  getV2StateLedgerEnd: { "200": getV2StateLedgerEnd_200, "default": getV2StateLedgerEnd_default },
  getV2StateLatestPrunedOffsets: { "200": getV2StateLatestPrunedOffsets_200, "default": getV2StateLatestPrunedOffsets_default },
  getV2StateConnectedSynchronizers: { "200": getV2StateConnectedSynchronizers_200, "400": getV2StateConnectedSynchronizers_400, "default": getV2StateConnectedSynchronizers_default },
  postV2PartiesExternalGenerateTopology: { "200": postV2PartiesExternalGenerateTopology_200, "400": postV2PartiesExternalGenerateTopology_400, "default": postV2PartiesExternalGenerateTopology_default },
  postV2PartiesExternalAllocate: { "200": postV2PartiesExternalAllocate_200, "400": postV2PartiesExternalAllocate_400, "default": postV2PartiesExternalAllocate_default },
  getV2InteractiveSubmissionPreferredPackageVersion: { "200": getV2InteractiveSubmissionPreferredPackageVersion_200, "400": getV2InteractiveSubmissionPreferredPackageVersion_400, "default": getV2InteractiveSubmissionPreferredPackageVersion_default },
  postV2InteractiveSubmissionPreferredPackages: { "200": postV2InteractiveSubmissionPreferredPackages_200, "400": postV2InteractiveSubmissionPreferredPackages_400, "default": postV2InteractiveSubmissionPreferredPackages_default },
};

const quick = (() => {
const quick = {};
quick.postV2UpdatesFlats_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/UpdateList/content/application~1json/schema"};
const schema33 = {"type":"array","items":{"$ref":"#/components/schemas/JsGetUpdatesResponse"}};
const schema34 = {"type":"object","required":["update"],"properties":{"update":{"$ref":"#/components/schemas/Update"}}};
const schema35 = {"allOf":[{"if":{"required":["OffsetCheckpoint"]},"then":{"type":"object","additionalProperties":false,"required":["OffsetCheckpoint"],"properties":{"OffsetCheckpoint":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/OffsetCheckpoint"}}}}},"else":{"if":{"required":["Reassignment"]},"then":{"type":"object","additionalProperties":false,"required":["Reassignment"],"properties":{"Reassignment":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/JsReassignment"}}}}},"else":{"if":{"required":["TopologyTransaction"]},"then":{"type":"object","additionalProperties":false,"required":["TopologyTransaction"],"properties":{"TopologyTransaction":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/JsTopologyTransaction"}}}}},"else":{"type":"object","additionalProperties":false,"required":["Transaction"],"properties":{"Transaction":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/JsTransaction"}}}}}}}}]};
const schema36 = {"type":"object","required":["offset"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"synchronizerTimes":{"type":"array","items":{"$ref":"#/components/schemas/SynchronizerTime"}}}};
const formats0 = formats.int64;
const schema37 = {"type":"object","required":["synchronizerId","recordTime"],"properties":{"synchronizerId":{"type":"string"},"recordTime":{"$ref":"#/components/schemas/Timestamp"}}};
const schema38 = {"type":"string","format":"date-time"};
const formats2 = formats["date-time"];

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.synchronizerId === undefined) && (missing0 = "synchronizerId")) || ((data.recordTime === undefined) && (missing0 = "recordTime"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.synchronizerId !== undefined){
const _errs1 = errors;
if(typeof data.synchronizerId !== "string"){
validate26.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recordTime !== undefined){
let data1 = data.recordTime;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats2(data1))){
validate26.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"synchronizerId":true,"recordTime":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.offset === undefined) && (missing0 = "offset")){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.offset !== undefined){
let data0 = data.offset;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate25.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate25.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate25.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerTimes !== undefined){
let data1 = data.synchronizerTimes;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate26(data1[i0]))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/synchronizerTimes",schemaPath:"#/properties/synchronizerTimes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"offset":true,"synchronizerTimes":true},"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","required":["updateId","offset","events","recordTime","synchronizerId"],"properties":{"updateId":{"$ref":"#/components/schemas/LedgerString"},"commandId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"workflowId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"offset":{"type":"integer","format":"int64","minimum":1},"events":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/JsReassignmentEvent"}},"traceContext":{"anyOf":[{"$ref":"#/components/schemas/TraceContext"},{"type":"null"}]},"recordTime":{"$ref":"#/components/schemas/Timestamp"},"synchronizerId":{"type":"string"},"paidTrafficCost":{"type":["integer","null"],"format":"int64","minimum":0}}};
const schema40 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]+$"};
const schema60 = {"type":"object","properties":{"traceparent":{"type":["string","null"],"pattern":"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},"tracestate":{"type":["string","null"]}}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[A-Za-z0-9#:_/ -]+$", "");
const pattern5 = new RegExp("^[A-Za-z0-9#:_/ -]*$", "");
const pattern17 = fixedWidth([["0123456789abcdef",2],["-",1],["0123456789abcdef",32],["-",1],["0123456789abcdef",16],["-",1],["0123456789abcdef",2]]);
const schema41 = {"allOf":[{"if":{"required":["JsAssignmentEvent"]},"then":{"type":"object","additionalProperties":false,"required":["JsAssignmentEvent"],"properties":{"JsAssignmentEvent":{"$ref":"#/components/schemas/JsAssignmentEvent"}}},"else":{"type":"object","additionalProperties":false,"required":["JsUnassignedEvent"],"properties":{"JsUnassignedEvent":{"$ref":"#/components/schemas/JsUnassignedEvent"}}}}]};
const schema42 = {"type":"object","required":["source","target","reassignmentId","submitter","reassignmentCounter","createdEvent"],"properties":{"source":{"type":"string"},"target":{"type":"string"},"reassignmentId":{"type":"string"},"submitter":{"type":"string"},"reassignmentCounter":{"type":"integer","format":"int64","minimum":0},"createdEvent":{"$ref":"#/components/schemas/CreatedEvent"}}};
const schema43 = {"type":"object","required":["offset","nodeId","contractId","templateId","createdAt","packageName","representativePackageId","acsDelta","createArgument","witnessParties","signatories"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"contractKey":{},"contractKeyHash":{"type":["string","null"]},"createArgument":{"type":["object","null"]},"createdEventBlob":{"type":"string","pattern":"^[A-Za-z0-9+/]*={0,2}$"},"interfaceViews":{"type":"array","items":{"$ref":"#/components/schemas/JsInterfaceView"}},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"signatories":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"observers":{"type":"array","items":{"$ref":"#/components/schemas/PartyIdString"}},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"packageName":{"type":"string","minLength":1},"representativePackageId":{"type":"string","minLength":1},"acsDelta":{"type":"boolean"}}};
const schema45 = {"type":"string","pattern":"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"};
const schema51 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9:_ -]+$"};
const formats10 = formats.int32;
const pattern8 = new RegExp("^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$", "u");
const pattern9 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "");
const pattern11 = new RegExp("^[A-Za-z0-9:_ -]+$", "");
const schema46 = {"type":"object","required":["interfaceId","viewStatus"],"properties":{"interfaceId":{"$ref":"#/components/schemas/IdentifierString"},"viewStatus":{"$ref":"#/components/schemas/JsStatus"},"viewValue":{},"implementationPackageId":{"type":["string","null"]}}};
const schema48 = {"type":"object","required":["code","message"],"properties":{"code":{"type":"integer","format":"int32"},"message":{"type":"string"},"details":{"type":"array","items":{"$ref":"#/components/schemas/ProtoAny"}}}};
const schema49 = {"type":"object","required":["typeUrl","value","unknownFields"],"properties":{"typeUrl":{"type":"string"},"value":{"type":"string"},"unknownFields":{"$ref":"#/components/schemas/UnknownFieldSet"},"valueDecoded":{"type":["string","null"]}}};
const schema50 = {"type":"object","properties":{"fields":{"type":"object","additionalProperties":true}}};

function validate35(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.typeUrl === undefined) && (missing0 = "typeUrl")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.unknownFields === undefined) && (missing0 = "unknownFields"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.typeUrl !== undefined){
const _errs1 = errors;
if(typeof data.typeUrl !== "string"){
validate35.errors = [{instancePath:instancePath+"/typeUrl",schemaPath:"#/properties/typeUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs3 = errors;
if(typeof data.value !== "string"){
validate35.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unknownFields !== undefined){
let data2 = data.unknownFields;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fields !== undefined){
let data3 = data2.fields;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate35.errors = [{instancePath:instancePath+"/unknownFields/fields",schemaPath:"#/components/schemas/UnknownFieldSet/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/unknownFields",schemaPath:"#/components/schemas/UnknownFieldSet/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.valueDecoded !== undefined){
let data4 = data.valueDecoded;
const _errs11 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate35.errors = [{instancePath:instancePath+"/valueDecoded",schemaPath:"#/properties/valueDecoded/type",keyword:"type",params:{type: schema49.properties.valueDecoded.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"typeUrl":true,"value":true,"unknownFields":true,"valueDecoded":true},"dynamicProps":false,"dynamicItems":false};


function validate34(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate34.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats10.validate(data0))){
validate34.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate34.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.details !== undefined){
let data2 = data.details;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate35(data2[i0]))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"code":true,"message":true,"details":true},"dynamicProps":false,"dynamicItems":false};


function validate33(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.interfaceId === undefined) && (missing0 = "interfaceId")) || ((data.viewStatus === undefined) && (missing0 = "viewStatus"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.interfaceId !== undefined){
let data0 = data.interfaceId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
validate33.errors = [{instancePath:instancePath+"/interfaceId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/interfaceId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.viewStatus !== undefined){
const _errs4 = errors;
if(!(validate34(data.viewStatus))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.implementationPackageId !== undefined){
let data2 = data.implementationPackageId;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate33.errors = [{instancePath:instancePath+"/implementationPackageId",schemaPath:"#/properties/implementationPackageId/type",keyword:"type",params:{type: schema46.properties.implementationPackageId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"interfaceId":true,"viewStatus":true,"viewValue":true,"implementationPackageId":true},"dynamicProps":false,"dynamicItems":false};


function validate32(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.offset === undefined) && (missing0 = "offset")) || ((data.nodeId === undefined) && (missing0 = "nodeId"))) || ((data.contractId === undefined) && (missing0 = "contractId"))) || ((data.templateId === undefined) && (missing0 = "templateId"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.packageName === undefined) && (missing0 = "packageName"))) || ((data.representativePackageId === undefined) && (missing0 = "representativePackageId"))) || ((data.acsDelta === undefined) && (missing0 = "acsDelta"))) || ((data.createArgument === undefined) && (missing0 = "createArgument"))) || ((data.witnessParties === undefined) && (missing0 = "witnessParties"))) || ((data.signatories === undefined) && (missing0 = "signatories"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.offset !== undefined){
let data0 = data.offset;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate32.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate32.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate32.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nodeId !== undefined){
let data1 = data.nodeId;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate32.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data1))){
validate32.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractId !== undefined){
let data2 = data.contractId;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length > 255 && func1(data2) > 255)){
validate32.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
validate32.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data2)){
validate32.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.templateId !== undefined){
let data3 = data.templateId;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
validate32.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractKeyHash !== undefined){
let data4 = data.contractKeyHash;
const _errs11 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate32.errors = [{instancePath:instancePath+"/contractKeyHash",schemaPath:"#/properties/contractKeyHash/type",keyword:"type",params:{type: schema43.properties.contractKeyHash.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createArgument !== undefined){
let data5 = data.createArgument;
const _errs13 = errors;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
validate32.errors = [{instancePath:instancePath+"/createArgument",schemaPath:"#/properties/createArgument/type",keyword:"type",params:{type: schema43.properties.createArgument.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdEventBlob !== undefined){
let data6 = data.createdEventBlob;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern9.test(data6)){
validate32.errors = [{instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interfaceViews !== undefined){
let data7 = data.interfaceViews;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
var valid3 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate33(data7[i0]))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/interfaceViews",schemaPath:"#/properties/interfaceViews/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessParties !== undefined){
let data9 = data.witnessParties;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
if(data9.length < 1){
validate32.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if((data10.length > 255 && func1(data10) > 255)){
validate32.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data10.length < 1 || (data10.length < 2 * 1 && func1(data10) < 1))){
validate32.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data10)){
validate32.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs22 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signatories !== undefined){
let data11 = data.signatories;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length < 1){
validate32.errors = [{instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid6 = true;
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data12 === "string"){
if((data12.length > 255 && func1(data12) > 255)){
validate32.errors = [{instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data12.length < 1 || (data12.length < 2 * 1 && func1(data12) < 1))){
validate32.errors = [{instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data12)){
validate32.errors = [{instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/signatories/" + i2,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs27 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observers !== undefined){
let data13 = data.observers;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data13)){
var valid8 = true;
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if((data14.length > 255 && func1(data14) > 255)){
validate32.errors = [{instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data14.length < 1 || (data14.length < 2 * 1 && func1(data14) < 1))){
validate32.errors = [{instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data14)){
validate32.errors = [{instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/observers/" + i3,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs32 === errors;
if(!valid8){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/observers",schemaPath:"#/properties/observers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data15 = data.createdAt;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data15 === "string"){
if(!(formats2(data15))){
validate32.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.packageName !== undefined){
let data16 = data.packageName;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data16 === "string"){
if((data16.length < 1 || (data16.length < 2 * 1 && func1(data16) < 1))){
validate32.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.representativePackageId !== undefined){
let data17 = data.representativePackageId;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data17 === "string"){
if((data17.length < 1 || (data17.length < 2 * 1 && func1(data17) < 1))){
validate32.errors = [{instancePath:instancePath+"/representativePackageId",schemaPath:"#/properties/representativePackageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/representativePackageId",schemaPath:"#/properties/representativePackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.acsDelta !== undefined){
const _errs42 = errors;
if(typeof data.acsDelta !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/acsDelta",schemaPath:"#/properties/acsDelta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"offset":true,"nodeId":true,"contractId":true,"templateId":true,"contractKey":true,"contractKeyHash":true,"createArgument":true,"createdEventBlob":true,"interfaceViews":true,"witnessParties":true,"signatories":true,"observers":true,"createdAt":true,"packageName":true,"representativePackageId":true,"acsDelta":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.source === undefined) && (missing0 = "source")) || ((data.target === undefined) && (missing0 = "target"))) || ((data.reassignmentId === undefined) && (missing0 = "reassignmentId"))) || ((data.submitter === undefined) && (missing0 = "submitter"))) || ((data.reassignmentCounter === undefined) && (missing0 = "reassignmentCounter"))) || ((data.createdEvent === undefined) && (missing0 = "createdEvent"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.source !== undefined){
const _errs1 = errors;
if(typeof data.source !== "string"){
validate31.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs3 = errors;
if(typeof data.target !== "string"){
validate31.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reassignmentId !== undefined){
const _errs5 = errors;
if(typeof data.reassignmentId !== "string"){
validate31.errors = [{instancePath:instancePath+"/reassignmentId",schemaPath:"#/properties/reassignmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.submitter !== undefined){
const _errs7 = errors;
if(typeof data.submitter !== "string"){
validate31.errors = [{instancePath:instancePath+"/submitter",schemaPath:"#/properties/submitter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reassignmentCounter !== undefined){
let data4 = data.reassignmentCounter;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate31.errors = [{instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate31.errors = [{instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data4))){
validate31.errors = [{instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdEvent !== undefined){
const _errs11 = errors;
if(!(validate32(data.createdEvent))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"source":true,"target":true,"reassignmentId":true,"submitter":true,"reassignmentCounter":true,"createdEvent":true},"dynamicProps":false,"dynamicItems":false};

const schema55 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/UnassignedEvent"}}};
const schema56 = {"type":"object","required":["reassignmentId","contractId","templateId","source","target","reassignmentCounter","witnessParties","packageName","offset","nodeId"],"properties":{"reassignmentId":{"type":"string"},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"source":{"type":"string"},"target":{"type":"string"},"submitter":{"type":"string"},"reassignmentCounter":{"type":"integer","format":"int64","minimum":0},"assignmentExclusivity":{"type":["string","null"],"format":"date-time"},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"packageName":{"type":"string","minLength":1},"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0}}};

function validate42(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.reassignmentId === undefined) && (missing0 = "reassignmentId")) || ((data.contractId === undefined) && (missing0 = "contractId"))) || ((data.templateId === undefined) && (missing0 = "templateId"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.target === undefined) && (missing0 = "target"))) || ((data.reassignmentCounter === undefined) && (missing0 = "reassignmentCounter"))) || ((data.witnessParties === undefined) && (missing0 = "witnessParties"))) || ((data.packageName === undefined) && (missing0 = "packageName"))) || ((data.offset === undefined) && (missing0 = "offset"))) || ((data.nodeId === undefined) && (missing0 = "nodeId"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.reassignmentId !== undefined){
const _errs1 = errors;
if(typeof data.reassignmentId !== "string"){
validate42.errors = [{instancePath:instancePath+"/reassignmentId",schemaPath:"#/properties/reassignmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractId !== undefined){
let data1 = data.contractId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if((data1.length > 255 && func1(data1) > 255)){
validate42.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1))){
validate42.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data1)){
validate42.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.templateId !== undefined){
let data2 = data.templateId;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
validate42.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs9 = errors;
if(typeof data.source !== "string"){
validate42.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs11 = errors;
if(typeof data.target !== "string"){
validate42.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.submitter !== undefined){
const _errs13 = errors;
if(typeof data.submitter !== "string"){
validate42.errors = [{instancePath:instancePath+"/submitter",schemaPath:"#/properties/submitter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reassignmentCounter !== undefined){
let data6 = data.reassignmentCounter;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate42.errors = [{instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate42.errors = [{instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data6))){
validate42.errors = [{instancePath:instancePath+"/reassignmentCounter",schemaPath:"#/properties/reassignmentCounter/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.assignmentExclusivity !== undefined){
let data7 = data.assignmentExclusivity;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate42.errors = [{instancePath:instancePath+"/assignmentExclusivity",schemaPath:"#/properties/assignmentExclusivity/type",keyword:"type",params:{type: schema56.properties.assignmentExclusivity.type},message:"must be string,null"}];
return false;
}
if(errors === _errs17){
if(errors === _errs17){
if(typeof data7 === "string"){
if(!(formats2(data7))){
validate42.errors = [{instancePath:instancePath+"/assignmentExclusivity",schemaPath:"#/properties/assignmentExclusivity/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessParties !== undefined){
let data8 = data.witnessParties;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length < 1){
validate42.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if((data9.length > 255 && func1(data9) > 255)){
validate42.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data9.length < 1 || (data9.length < 2 * 1 && func1(data9) < 1))){
validate42.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data9)){
validate42.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs21 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.packageName !== undefined){
let data10 = data.packageName;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if((data10.length < 1 || (data10.length < 2 * 1 && func1(data10) < 1))){
validate42.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offset !== undefined){
let data11 = data.offset;
const _errs26 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate42.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
validate42.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data11))){
validate42.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nodeId !== undefined){
let data12 = data.nodeId;
const _errs28 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate42.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate42.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data12))){
validate42.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"reassignmentId":true,"contractId":true,"templateId":true,"source":true,"target":true,"submitter":true,"reassignmentCounter":true,"assignmentExclusivity":true,"witnessParties":true,"packageName":true,"offset":true,"nodeId":true},"dynamicProps":false,"dynamicItems":false};


function validate41(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.value === undefined) && (missing0 = "value")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "value")){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.value !== undefined){
if(!(validate42(data.value))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const _errs1 = errors;
let valid1 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.JsAssignmentEvent === undefined) && (missing0 = "JsAssignmentEvent")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.JsAssignmentEvent === undefined) && (missing1 = "JsAssignmentEvent")){
validate30.errors = [{instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key0 in data){
if(!(key0 === "JsAssignmentEvent")){
validate30.errors = [{instancePath,schemaPath:"#/allOf/0/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data.JsAssignmentEvent !== undefined){
if(!(validate31(data.JsAssignmentEvent))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid0 = _errs3 === errors;
valid1 = _valid0;
if(valid1){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs7 = errors;
if(errors === _errs7){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.JsUnassignedEvent === undefined) && (missing2 = "JsUnassignedEvent")){
validate30.errors = [{instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key1 in data){
if(!(key1 === "JsUnassignedEvent")){
validate30.errors = [{instancePath,schemaPath:"#/allOf/0/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data.JsUnassignedEvent !== undefined){
if(!(validate41(data.JsUnassignedEvent))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/allOf/0/else/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
if(valid1){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid1){
const err1 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate30.errors = vErrors;
return false;
}
validate30.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate29(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.updateId === undefined) && (missing0 = "updateId")) || ((data.offset === undefined) && (missing0 = "offset"))) || ((data.events === undefined) && (missing0 = "events"))) || ((data.recordTime === undefined) && (missing0 = "recordTime"))) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.updateId !== undefined){
let data0 = data.updateId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate29.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate29.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate29.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commandId !== undefined){
let data1 = data.commandId;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if((data1.length > 255 && func1(data1) > 255)){
validate29.errors = [{instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(!pattern5.test(data1)){
validate29.errors = [{instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflowId !== undefined){
let data2 = data.workflowId;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length > 255 && func1(data2) > 255)){
validate29.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(!pattern5.test(data2)){
validate29.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offset !== undefined){
let data3 = data.offset;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate29.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate29.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data3))){
validate29.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.events !== undefined){
let data4 = data.events;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length < 1){
validate29.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate30(data4[i0]))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traceContext !== undefined){
let data6 = data.traceContext;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.traceparent !== undefined){
let data7 = data6.traceparent;
const _errs18 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
const err0 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/type",keyword:"type",params:{type: schema60.properties.traceparent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs18){
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err1 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},message:"must match pattern \""+"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"+"\""};
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
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.tracestate !== undefined){
let data8 = data6.tracestate;
const _errs20 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
const err2 = {instancePath:instancePath+"/traceContext/tracestate",schemaPath:"#/components/schemas/TraceContext/properties/tracestate/type",keyword:"type",params:{type: schema60.properties.tracestate.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
}
}
else {
const err3 = {instancePath:instancePath+"/traceContext",schemaPath:"#/components/schemas/TraceContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props1 = {};
props1.traceparent = true;
props1.tracestate = true;
}
const _errs22 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err5 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate29.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recordTime !== undefined){
let data9 = data.recordTime;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(!(formats2(data9))){
validate29.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
const _errs27 = errors;
if(typeof data.synchronizerId !== "string"){
validate29.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.paidTrafficCost !== undefined){
let data11 = data.paidTrafficCost;
const _errs29 = errors;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
validate29.errors = [{instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/type",keyword:"type",params:{type: schema39.properties.paidTrafficCost.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs29){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate29.errors = [{instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data11))){
validate29.errors = [{instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"updateId":true,"commandId":true,"workflowId":true,"offset":true,"events":true,"traceContext":true,"recordTime":true,"synchronizerId":true,"paidTrafficCost":true},"dynamicProps":false,"dynamicItems":false};

const schema62 = {"type":"object","required":["updateId","offset","synchronizerId","recordTime","events"],"properties":{"updateId":{"$ref":"#/components/schemas/LedgerString"},"offset":{"type":"integer","format":"int64","minimum":1},"synchronizerId":{"type":"string"},"recordTime":{"$ref":"#/components/schemas/Timestamp"},"events":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/TopologyEvent"}},"traceContext":{"anyOf":[{"$ref":"#/components/schemas/TraceContext"},{"type":"null"}]}}};
const schema65 = {"type":"object","required":["event"],"properties":{"event":{"$ref":"#/components/schemas/TopologyEventEvent"}}};
const schema66 = {"allOf":[{"if":{"required":["Empty"]},"then":{"type":"object","additionalProperties":false,"required":["Empty"],"properties":{"Empty":{"$ref":"#/components/schemas/Empty"}}},"else":{"if":{"required":["ParticipantAuthorizationAdded"]},"then":{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationAdded"],"properties":{"ParticipantAuthorizationAdded":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationAdded"}}}}},"else":{"if":{"required":["ParticipantAuthorizationChanged"]},"then":{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationChanged"],"properties":{"ParticipantAuthorizationChanged":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationChanged"}}}}},"else":{"if":{"required":["ParticipantAuthorizationOnboarding"]},"then":{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationOnboarding"],"properties":{"ParticipantAuthorizationOnboarding":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationOnboarding"}}}}},"else":{"type":"object","additionalProperties":false,"required":["ParticipantAuthorizationRevoked"],"properties":{"ParticipantAuthorizationRevoked":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"$ref":"#/components/schemas/ParticipantAuthorizationRevoked"}}}}}}}}}]};
const schema67 = {"type":"object","additionalProperties":false,"maxProperties":0};
const schema68 = {"type":"object","required":["partyId","participantId","participantPermission"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"},"participantPermission":{"$ref":"#/components/schemas/ParticipantPermission"}}};
const schema70 = {"type":"string","enum":["PARTICIPANT_PERMISSION_UNSPECIFIED","PARTICIPANT_PERMISSION_SUBMISSION","PARTICIPANT_PERMISSION_CONFIRMATION","PARTICIPANT_PERMISSION_OBSERVATION"]};

function validate50(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.partyId === undefined) && (missing0 = "partyId")) || ((data.participantId === undefined) && (missing0 = "participantId"))) || ((data.participantPermission === undefined) && (missing0 = "participantPermission"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.partyId !== undefined){
let data0 = data.partyId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate50.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate50.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate50.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantId !== undefined){
const _errs4 = errors;
if(typeof data.participantId !== "string"){
validate50.errors = [{instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantPermission !== undefined){
let data2 = data.participantPermission;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate50.errors = [{instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
validate50.errors = [{instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"partyId":true,"participantId":true,"participantPermission":true},"dynamicProps":false,"dynamicItems":false};

const schema71 = {"type":"object","required":["partyId","participantId","participantPermission"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"},"participantPermission":{"$ref":"#/components/schemas/ParticipantPermission"}}};

function validate52(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.partyId === undefined) && (missing0 = "partyId")) || ((data.participantId === undefined) && (missing0 = "participantId"))) || ((data.participantPermission === undefined) && (missing0 = "participantPermission"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.partyId !== undefined){
let data0 = data.partyId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate52.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate52.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate52.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantId !== undefined){
const _errs4 = errors;
if(typeof data.participantId !== "string"){
validate52.errors = [{instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantPermission !== undefined){
let data2 = data.participantPermission;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate52.errors = [{instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
validate52.errors = [{instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"partyId":true,"participantId":true,"participantPermission":true},"dynamicProps":false,"dynamicItems":false};

const schema74 = {"type":"object","required":["partyId","participantId","participantPermission"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"},"participantPermission":{"$ref":"#/components/schemas/ParticipantPermission"}}};

function validate54(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.partyId === undefined) && (missing0 = "partyId")) || ((data.participantId === undefined) && (missing0 = "participantId"))) || ((data.participantPermission === undefined) && (missing0 = "participantPermission"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.partyId !== undefined){
let data0 = data.partyId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate54.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate54.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate54.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantId !== undefined){
const _errs4 = errors;
if(typeof data.participantId !== "string"){
validate54.errors = [{instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantPermission !== undefined){
let data2 = data.participantPermission;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate54.errors = [{instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
validate54.errors = [{instancePath:instancePath+"/participantPermission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"partyId":true,"participantId":true,"participantPermission":true},"dynamicProps":false,"dynamicItems":false};

const schema77 = {"type":"object","required":["partyId","participantId"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"participantId":{"type":"string"}}};

function validate56(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.partyId === undefined) && (missing0 = "partyId")) || ((data.participantId === undefined) && (missing0 = "participantId"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.partyId !== undefined){
let data0 = data.partyId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate56.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate56.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate56.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.participantId !== undefined){
const _errs4 = errors;
if(typeof data.participantId !== "string"){
validate56.errors = [{instancePath:instancePath+"/participantId",schemaPath:"#/properties/participantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"partyId":true,"participantId":true},"dynamicProps":false,"dynamicItems":false};


function validate49(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid1 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Empty === undefined) && (missing0 = "Empty")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.Empty === undefined) && (missing1 = "Empty")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key0 in data){
if(!(key0 === "Empty")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data.Empty !== undefined){
let data0 = data.Empty;
const _errs7 = errors;
if(errors === _errs7){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 0){
validate49.errors = [{instancePath:instancePath+"/Empty",schemaPath:"#/components/schemas/Empty/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"}];
return false;
}
else {
for(const key1 in data0){
validate49.errors = [{instancePath:instancePath+"/Empty",schemaPath:"#/components/schemas/Empty/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/Empty",schemaPath:"#/components/schemas/Empty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid0 = _errs3 === errors;
valid1 = _valid0;
if(valid1){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs10 = errors;
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.ParticipantAuthorizationAdded === undefined) && (missing2 = "ParticipantAuthorizationAdded")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs13 = errors;
if(errors === _errs13){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.ParticipantAuthorizationAdded === undefined) && (missing3 = "ParticipantAuthorizationAdded")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs15 = errors;
for(const key2 in data){
if(!(key2 === "ParticipantAuthorizationAdded")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs15 === errors){
if(data.ParticipantAuthorizationAdded !== undefined){
let data1 = data.ParticipantAuthorizationAdded;
const _errs16 = errors;
if(errors === _errs16){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing4;
if((data1.value === undefined) && (missing4 = "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationAdded",schemaPath:"#/allOf/0/else/then/properties/ParticipantAuthorizationAdded/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs18 = errors;
for(const key3 in data1){
if(!(key3 === "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationAdded",schemaPath:"#/allOf/0/else/then/properties/ParticipantAuthorizationAdded/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs18 === errors){
if(data1.value !== undefined){
if(!(validate50(data1.value))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationAdded",schemaPath:"#/allOf/0/else/then/properties/ParticipantAuthorizationAdded/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid1 = _errs13 === errors;
valid4 = _valid1;
if(valid4){
var props1 = true;
}
ifClause1 = "then";
}
else {
const _errs20 = errors;
const _errs21 = errors;
let valid7 = true;
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.ParticipantAuthorizationChanged === undefined) && (missing5 = "ParticipantAuthorizationChanged")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
let ifClause2;
if(_valid2){
const _errs23 = errors;
if(errors === _errs23){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.ParticipantAuthorizationChanged === undefined) && (missing6 = "ParticipantAuthorizationChanged")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/then/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key4 in data){
if(!(key4 === "ParticipantAuthorizationChanged")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data.ParticipantAuthorizationChanged !== undefined){
let data3 = data.ParticipantAuthorizationChanged;
const _errs26 = errors;
if(errors === _errs26){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing7;
if((data3.value === undefined) && (missing7 = "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationChanged",schemaPath:"#/allOf/0/else/else/then/properties/ParticipantAuthorizationChanged/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs28 = errors;
for(const key5 in data3){
if(!(key5 === "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationChanged",schemaPath:"#/allOf/0/else/else/then/properties/ParticipantAuthorizationChanged/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs28 === errors){
if(data3.value !== undefined){
if(!(validate52(data3.value))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationChanged",schemaPath:"#/allOf/0/else/else/then/properties/ParticipantAuthorizationChanged/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid2 = _errs23 === errors;
valid7 = _valid2;
if(valid7){
var props2 = true;
}
ifClause2 = "then";
}
else {
const _errs30 = errors;
const _errs31 = errors;
let valid10 = true;
const _errs32 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.ParticipantAuthorizationOnboarding === undefined) && (missing8 = "ParticipantAuthorizationOnboarding")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid3 = _errs32 === errors;
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
let ifClause3;
if(_valid3){
const _errs33 = errors;
if(errors === _errs33){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.ParticipantAuthorizationOnboarding === undefined) && (missing9 = "ParticipantAuthorizationOnboarding")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/then/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs35 = errors;
for(const key6 in data){
if(!(key6 === "ParticipantAuthorizationOnboarding")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data.ParticipantAuthorizationOnboarding !== undefined){
let data5 = data.ParticipantAuthorizationOnboarding;
const _errs36 = errors;
if(errors === _errs36){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing10;
if((data5.value === undefined) && (missing10 = "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationOnboarding",schemaPath:"#/allOf/0/else/else/else/then/properties/ParticipantAuthorizationOnboarding/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs38 = errors;
for(const key7 in data5){
if(!(key7 === "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationOnboarding",schemaPath:"#/allOf/0/else/else/else/then/properties/ParticipantAuthorizationOnboarding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs38 === errors){
if(data5.value !== undefined){
if(!(validate54(data5.value))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationOnboarding",schemaPath:"#/allOf/0/else/else/else/then/properties/ParticipantAuthorizationOnboarding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid3 = _errs33 === errors;
valid10 = _valid3;
if(valid10){
var props3 = true;
}
ifClause3 = "then";
}
else {
const _errs40 = errors;
if(errors === _errs40){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.ParticipantAuthorizationRevoked === undefined) && (missing11 = "ParticipantAuthorizationRevoked")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/else/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];
return false;
}
else {
const _errs42 = errors;
for(const key8 in data){
if(!(key8 === "ParticipantAuthorizationRevoked")){
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data.ParticipantAuthorizationRevoked !== undefined){
let data7 = data.ParticipantAuthorizationRevoked;
const _errs43 = errors;
if(errors === _errs43){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing12;
if((data7.value === undefined) && (missing12 = "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationRevoked",schemaPath:"#/allOf/0/else/else/else/else/properties/ParticipantAuthorizationRevoked/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];
return false;
}
else {
const _errs45 = errors;
for(const key9 in data7){
if(!(key9 === "value")){
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationRevoked",schemaPath:"#/allOf/0/else/else/else/else/properties/ParticipantAuthorizationRevoked/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data7.value !== undefined){
if(!(validate56(data7.value))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/ParticipantAuthorizationRevoked",schemaPath:"#/allOf/0/else/else/else/else/properties/ParticipantAuthorizationRevoked/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/else/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid3 = _errs40 === errors;
valid10 = _valid3;
if(valid10){
if(props3 !== true){
props3 = true;
}
}
ifClause3 = "else";
}
if(!valid10){
const err4 = {instancePath,schemaPath:"#/allOf/0/else/else/else/if",keyword:"if",params:{failingKeyword: ifClause3},message:"must match \""+ifClause3+"\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate49.errors = vErrors;
return false;
}
var _valid2 = _errs30 === errors;
valid7 = _valid2;
if(valid7){
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
}
ifClause2 = "else";
}
if(!valid7){
const err5 = {instancePath,schemaPath:"#/allOf/0/else/else/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate49.errors = vErrors;
return false;
}
var _valid1 = _errs20 === errors;
valid4 = _valid1;
if(valid4){
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
}
ifClause1 = "else";
}
if(!valid4){
const err6 = {instancePath,schemaPath:"#/allOf/0/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate49.errors = vErrors;
return false;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
if(valid1){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
ifClause0 = "else";
}
if(!valid1){
const err7 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate49.errors = vErrors;
return false;
}
validate49.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate49.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate48(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.event === undefined) && (missing0 = "event")){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.event !== undefined){
if(!(validate49(data.event))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"event":true},"dynamicProps":false,"dynamicItems":false};


function validate47(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.updateId === undefined) && (missing0 = "updateId")) || ((data.offset === undefined) && (missing0 = "offset"))) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))) || ((data.recordTime === undefined) && (missing0 = "recordTime"))) || ((data.events === undefined) && (missing0 = "events"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.updateId !== undefined){
let data0 = data.updateId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate47.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate47.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate47.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offset !== undefined){
let data1 = data.offset;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate47.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate47.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data1))){
validate47.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
const _errs6 = errors;
if(typeof data.synchronizerId !== "string"){
validate47.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recordTime !== undefined){
let data3 = data.recordTime;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats2(data3))){
validate47.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.events !== undefined){
let data4 = data.events;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
if(data4.length < 1){
validate47.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate48(data4[i0]))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traceContext !== undefined){
let data6 = data.traceContext;
const _errs14 = errors;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.traceparent !== undefined){
let data7 = data6.traceparent;
const _errs19 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
const err0 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/type",keyword:"type",params:{type: schema60.properties.traceparent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs19){
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err1 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},message:"must match pattern \""+"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"+"\""};
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
var valid6 = _errs19 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.tracestate !== undefined){
let data8 = data6.tracestate;
const _errs21 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
const err2 = {instancePath:instancePath+"/traceContext/tracestate",schemaPath:"#/components/schemas/TraceContext/properties/tracestate/type",keyword:"type",params:{type: schema60.properties.tracestate.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
}
}
else {
const err3 = {instancePath:instancePath+"/traceContext",schemaPath:"#/components/schemas/TraceContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
var props0 = {};
props0.traceparent = true;
props0.tracestate = true;
}
const _errs23 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err5 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"updateId":true,"offset":true,"synchronizerId":true,"recordTime":true,"events":true,"traceContext":true},"dynamicProps":false,"dynamicItems":false};

const schema80 = {"type":"object","required":["updateId","effectiveAt","events","offset","synchronizerId","recordTime"],"properties":{"updateId":{"$ref":"#/components/schemas/LedgerString"},"commandId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"workflowId":{"type":"string","maxLength":255,"pattern":"^[A-Za-z0-9#:_/ -]*$"},"effectiveAt":{"$ref":"#/components/schemas/Timestamp"},"events":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/Event"}},"offset":{"type":"integer","format":"int64","minimum":1},"synchronizerId":{"type":"string"},"traceContext":{"anyOf":[{"$ref":"#/components/schemas/TraceContext"},{"type":"null"}]},"recordTime":{"$ref":"#/components/schemas/Timestamp"},"externalTransactionHash":{"type":["string","null"]},"paidTrafficCost":{"type":["integer","null"],"format":"int64","minimum":0}}};
const schema83 = {"allOf":[{"if":{"required":["ArchivedEvent"]},"then":{"type":"object","additionalProperties":false,"required":["ArchivedEvent"],"properties":{"ArchivedEvent":{"$ref":"#/components/schemas/ArchivedEvent"}}},"else":{"if":{"required":["CreatedEvent"]},"then":{"type":"object","additionalProperties":false,"required":["CreatedEvent"],"properties":{"CreatedEvent":{"$ref":"#/components/schemas/CreatedEvent"}}},"else":{"type":"object","additionalProperties":false,"required":["ExercisedEvent"],"properties":{"ExercisedEvent":{"$ref":"#/components/schemas/ExercisedEvent"}}}}}]};
const schema84 = {"type":"object","required":["offset","nodeId","contractId","templateId","witnessParties","packageName"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"packageName":{"type":"string","minLength":1},"implementedInterfaces":{"type":"array","items":{"$ref":"#/components/schemas/IdentifierString"}}}};

function validate63(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.offset === undefined) && (missing0 = "offset")) || ((data.nodeId === undefined) && (missing0 = "nodeId"))) || ((data.contractId === undefined) && (missing0 = "contractId"))) || ((data.templateId === undefined) && (missing0 = "templateId"))) || ((data.witnessParties === undefined) && (missing0 = "witnessParties"))) || ((data.packageName === undefined) && (missing0 = "packageName"))){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.offset !== undefined){
let data0 = data.offset;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate63.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate63.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate63.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nodeId !== undefined){
let data1 = data.nodeId;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate63.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate63.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data1))){
validate63.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractId !== undefined){
let data2 = data.contractId;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length > 255 && func1(data2) > 255)){
validate63.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
validate63.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data2)){
validate63.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.templateId !== undefined){
let data3 = data.templateId;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
validate63.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessParties !== undefined){
let data4 = data.witnessParties;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
if(data4.length < 1){
validate63.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data5 === "string"){
if((data5.length > 255 && func1(data5) > 255)){
validate63.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data5.length < 1 || (data5.length < 2 * 1 && func1(data5) < 1))){
validate63.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data5)){
validate63.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/witnessParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.packageName !== undefined){
let data6 = data.packageName;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if((data6.length < 1 || (data6.length < 2 * 1 && func1(data6) < 1))){
validate63.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.implementedInterfaces !== undefined){
let data7 = data.implementedInterfaces;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data7)){
var valid5 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(!pattern8.test(data8)){
validate63.errors = [{instancePath:instancePath+"/implementedInterfaces/" + i1,schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/implementedInterfaces/" + i1,schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs20 === errors;
if(!valid5){
break;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/implementedInterfaces",schemaPath:"#/properties/implementedInterfaces/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"offset":true,"nodeId":true,"contractId":true,"templateId":true,"witnessParties":true,"packageName":true,"implementedInterfaces":true},"dynamicProps":false,"dynamicItems":false};

const schema89 = {"type":"object","required":["offset","nodeId","contractId","templateId","choice","choiceArgument","actingParties","consuming","witnessParties","lastDescendantNodeId","packageName","acsDelta"],"properties":{"offset":{"type":"integer","format":"int64","minimum":1},"nodeId":{"type":"integer","format":"int32","minimum":0},"contractId":{"$ref":"#/components/schemas/LedgerString"},"templateId":{"$ref":"#/components/schemas/IdentifierString"},"interfaceId":{"type":["string","null"],"pattern":"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"choice":{"type":"string","minLength":1},"choiceArgument":{},"actingParties":{"type":"array","items":{"$ref":"#/components/schemas/PartyIdString"}},"consuming":{"type":"boolean"},"witnessParties":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/PartyIdString"}},"lastDescendantNodeId":{"type":"integer","format":"int32","minimum":0},"exerciseResult":{},"packageName":{"type":"string","minLength":1},"implementedInterfaces":{"type":"array","items":{"$ref":"#/components/schemas/IdentifierString"}},"acsDelta":{"type":"boolean"}}};

function validate66(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.offset === undefined) && (missing0 = "offset")) || ((data.nodeId === undefined) && (missing0 = "nodeId"))) || ((data.contractId === undefined) && (missing0 = "contractId"))) || ((data.templateId === undefined) && (missing0 = "templateId"))) || ((data.choice === undefined) && (missing0 = "choice"))) || ((data.choiceArgument === undefined) && (missing0 = "choiceArgument"))) || ((data.actingParties === undefined) && (missing0 = "actingParties"))) || ((data.consuming === undefined) && (missing0 = "consuming"))) || ((data.witnessParties === undefined) && (missing0 = "witnessParties"))) || ((data.lastDescendantNodeId === undefined) && (missing0 = "lastDescendantNodeId"))) || ((data.packageName === undefined) && (missing0 = "packageName"))) || ((data.acsDelta === undefined) && (missing0 = "acsDelta"))){
validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.offset !== undefined){
let data0 = data.offset;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate66.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate66.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate66.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nodeId !== undefined){
let data1 = data.nodeId;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate66.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate66.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data1))){
validate66.errors = [{instancePath:instancePath+"/nodeId",schemaPath:"#/properties/nodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractId !== undefined){
let data2 = data.contractId;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length > 255 && func1(data2) > 255)){
validate66.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
validate66.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data2)){
validate66.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.templateId !== undefined){
let data3 = data.templateId;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
validate66.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interfaceId !== undefined){
let data4 = data.interfaceId;
const _errs11 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate66.errors = [{instancePath:instancePath+"/interfaceId",schemaPath:"#/properties/interfaceId/type",keyword:"type",params:{type: schema89.properties.interfaceId.type},message:"must be string,null"}];
return false;
}
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
validate66.errors = [{instancePath:instancePath+"/interfaceId",schemaPath:"#/properties/interfaceId/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choice !== undefined){
let data5 = data.choice;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if((data5.length < 1 || (data5.length < 2 * 1 && func1(data5) < 1))){
validate66.errors = [{instancePath:instancePath+"/choice",schemaPath:"#/properties/choice/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/choice",schemaPath:"#/properties/choice/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actingParties !== undefined){
let data6 = data.actingParties;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data7 === "string"){
if((data7.length > 255 && func1(data7) > 255)){
validate66.errors = [{instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data7.length < 1 || (data7.length < 2 * 1 && func1(data7) < 1))){
validate66.errors = [{instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data7)){
validate66.errors = [{instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/actingParties/" + i0,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/actingParties",schemaPath:"#/properties/actingParties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consuming !== undefined){
const _errs20 = errors;
if(typeof data.consuming !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/consuming",schemaPath:"#/properties/consuming/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessParties !== undefined){
let data9 = data.witnessParties;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data9)){
if(data9.length < 1){
validate66.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data10 === "string"){
if((data10.length > 255 && func1(data10) > 255)){
validate66.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data10.length < 1 || (data10.length < 2 * 1 && func1(data10) < 1))){
validate66.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data10)){
validate66.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/witnessParties/" + i1,schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs24 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/witnessParties",schemaPath:"#/properties/witnessParties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastDescendantNodeId !== undefined){
let data11 = data.lastDescendantNodeId;
const _errs27 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate66.errors = [{instancePath:instancePath+"/lastDescendantNodeId",schemaPath:"#/properties/lastDescendantNodeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate66.errors = [{instancePath:instancePath+"/lastDescendantNodeId",schemaPath:"#/properties/lastDescendantNodeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data11))){
validate66.errors = [{instancePath:instancePath+"/lastDescendantNodeId",schemaPath:"#/properties/lastDescendantNodeId/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.packageName !== undefined){
let data12 = data.packageName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data12 === "string"){
if((data12.length < 1 || (data12.length < 2 * 1 && func1(data12) < 1))){
validate66.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.implementedInterfaces !== undefined){
let data13 = data.implementedInterfaces;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data13)){
var valid7 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data14 === "string"){
if(!pattern8.test(data14)){
validate66.errors = [{instancePath:instancePath+"/implementedInterfaces/" + i2,schemaPath:"#/components/schemas/IdentifierString/pattern",keyword:"pattern",params:{pattern: "^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^#?[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/implementedInterfaces/" + i2,schemaPath:"#/components/schemas/IdentifierString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs33 === errors;
if(!valid7){
break;
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/implementedInterfaces",schemaPath:"#/properties/implementedInterfaces/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.acsDelta !== undefined){
const _errs36 = errors;
if(typeof data.acsDelta !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/acsDelta",schemaPath:"#/properties/acsDelta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":{"offset":true,"nodeId":true,"contractId":true,"templateId":true,"interfaceId":true,"choice":true,"choiceArgument":true,"actingParties":true,"consuming":true,"witnessParties":true,"lastDescendantNodeId":true,"exerciseResult":true,"packageName":true,"implementedInterfaces":true,"acsDelta":true},"dynamicProps":false,"dynamicItems":false};


function validate62(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid1 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.ArchivedEvent === undefined) && (missing0 = "ArchivedEvent")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.ArchivedEvent === undefined) && (missing1 = "ArchivedEvent")){
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key0 in data){
if(!(key0 === "ArchivedEvent")){
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data.ArchivedEvent !== undefined){
if(!(validate63(data.ArchivedEvent))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid0 = _errs3 === errors;
valid1 = _valid0;
if(valid1){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs7 = errors;
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.CreatedEvent === undefined) && (missing2 = "CreatedEvent")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.CreatedEvent === undefined) && (missing3 = "CreatedEvent")){
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs12 = errors;
for(const key1 in data){
if(!(key1 === "CreatedEvent")){
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data.CreatedEvent !== undefined){
if(!(validate32(data.CreatedEvent))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = true;
}
ifClause1 = "then";
}
else {
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.ExercisedEvent === undefined) && (missing4 = "ExercisedEvent")){
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs16 = errors;
for(const key2 in data){
if(!(key2 === "ExercisedEvent")){
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs16 === errors){
if(data.ExercisedEvent !== undefined){
if(!(validate66(data.ExercisedEvent))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid1 = _errs14 === errors;
valid3 = _valid1;
if(valid3){
if(props1 !== true){
props1 = true;
}
}
ifClause1 = "else";
}
if(!valid3){
const err2 = {instancePath,schemaPath:"#/allOf/0/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate62.errors = vErrors;
return false;
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
if(valid1){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
ifClause0 = "else";
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate62.errors = vErrors;
return false;
}
validate62.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate62.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate61(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.updateId === undefined) && (missing0 = "updateId")) || ((data.effectiveAt === undefined) && (missing0 = "effectiveAt"))) || ((data.events === undefined) && (missing0 = "events"))) || ((data.offset === undefined) && (missing0 = "offset"))) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))) || ((data.recordTime === undefined) && (missing0 = "recordTime"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.updateId !== undefined){
let data0 = data.updateId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate61.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate61.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate61.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/updateId",schemaPath:"#/components/schemas/LedgerString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commandId !== undefined){
let data1 = data.commandId;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if((data1.length > 255 && func1(data1) > 255)){
validate61.errors = [{instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(!pattern5.test(data1)){
validate61.errors = [{instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/commandId",schemaPath:"#/properties/commandId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflowId !== undefined){
let data2 = data.workflowId;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length > 255 && func1(data2) > 255)){
validate61.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(!pattern5.test(data2)){
validate61.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9#:_/ -]*$"},message:"must match pattern \""+"^[A-Za-z0-9#:_/ -]*$"+"\""}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveAt !== undefined){
let data3 = data.effectiveAt;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats2(data3))){
validate61.errors = [{instancePath:instancePath+"/effectiveAt",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/effectiveAt",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.events !== undefined){
let data4 = data.events;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
if(data4.length < 1){
validate61.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate62(data4[i0]))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offset !== undefined){
let data6 = data.offset;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate61.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
validate61.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data6))){
validate61.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
const _errs16 = errors;
if(typeof data.synchronizerId !== "string"){
validate61.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traceContext !== undefined){
let data8 = data.traceContext;
const _errs18 = errors;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.traceparent !== undefined){
let data9 = data8.traceparent;
const _errs23 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
const err0 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/type",keyword:"type",params:{type: schema60.properties.traceparent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs23){
if(typeof data9 === "string"){
if(!pattern17.test(data9)){
const err1 = {instancePath:instancePath+"/traceContext/traceparent",schemaPath:"#/components/schemas/TraceContext/properties/traceparent/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"},message:"must match pattern \""+"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"+"\""};
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
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data8.tracestate !== undefined){
let data10 = data8.tracestate;
const _errs25 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err2 = {instancePath:instancePath+"/traceContext/tracestate",schemaPath:"#/components/schemas/TraceContext/properties/tracestate/type",keyword:"type",params:{type: schema60.properties.tracestate.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
}
}
else {
const err3 = {instancePath:instancePath+"/traceContext",schemaPath:"#/components/schemas/TraceContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs20 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
var props1 = {};
props1.traceparent = true;
props1.tracestate = true;
}
const _errs27 = errors;
if(data8 !== null){
const err4 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err5 = {instancePath:instancePath+"/traceContext",schemaPath:"#/properties/traceContext/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recordTime !== undefined){
let data11 = data.recordTime;
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data11 === "string"){
if(!(formats2(data11))){
validate61.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/recordTime",schemaPath:"#/components/schemas/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalTransactionHash !== undefined){
let data12 = data.externalTransactionHash;
const _errs32 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate61.errors = [{instancePath:instancePath+"/externalTransactionHash",schemaPath:"#/properties/externalTransactionHash/type",keyword:"type",params:{type: schema80.properties.externalTransactionHash.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.paidTrafficCost !== undefined){
let data13 = data.paidTrafficCost;
const _errs34 = errors;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
validate61.errors = [{instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/type",keyword:"type",params:{type: schema80.properties.paidTrafficCost.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs34){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate61.errors = [{instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data13))){
validate61.errors = [{instancePath:instancePath+"/paidTrafficCost",schemaPath:"#/properties/paidTrafficCost/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"updateId":true,"commandId":true,"workflowId":true,"effectiveAt":true,"events":true,"offset":true,"synchronizerId":true,"traceContext":true,"recordTime":true,"externalTransactionHash":true,"paidTrafficCost":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs1 = errors;
let valid1 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.OffsetCheckpoint === undefined) && (missing0 = "OffsetCheckpoint")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.OffsetCheckpoint === undefined) && (missing1 = "OffsetCheckpoint")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key0 in data){
if(!(key0 === "OffsetCheckpoint")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data.OffsetCheckpoint !== undefined){
let data0 = data.OffsetCheckpoint;
const _errs6 = errors;
if(errors === _errs6){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing2;
if((data0.value === undefined) && (missing2 = "value")){
validate24.errors = [{instancePath:instancePath+"/OffsetCheckpoint",schemaPath:"#/allOf/0/then/properties/OffsetCheckpoint/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data0){
if(!(key1 === "value")){
validate24.errors = [{instancePath:instancePath+"/OffsetCheckpoint",schemaPath:"#/allOf/0/then/properties/OffsetCheckpoint/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data0.value !== undefined){
if(!(validate25(data0.value))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/OffsetCheckpoint",schemaPath:"#/allOf/0/then/properties/OffsetCheckpoint/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid0 = _errs3 === errors;
valid1 = _valid0;
if(valid1){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs10 = errors;
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.Reassignment === undefined) && (missing3 = "Reassignment")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs13 = errors;
if(errors === _errs13){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.Reassignment === undefined) && (missing4 = "Reassignment")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs15 = errors;
for(const key2 in data){
if(!(key2 === "Reassignment")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs15 === errors){
if(data.Reassignment !== undefined){
let data2 = data.Reassignment;
const _errs16 = errors;
if(errors === _errs16){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing5;
if((data2.value === undefined) && (missing5 = "value")){
validate24.errors = [{instancePath:instancePath+"/Reassignment",schemaPath:"#/allOf/0/else/then/properties/Reassignment/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs18 = errors;
for(const key3 in data2){
if(!(key3 === "value")){
validate24.errors = [{instancePath:instancePath+"/Reassignment",schemaPath:"#/allOf/0/else/then/properties/Reassignment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs18 === errors){
if(data2.value !== undefined){
if(!(validate29(data2.value))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/Reassignment",schemaPath:"#/allOf/0/else/then/properties/Reassignment/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid1 = _errs13 === errors;
valid4 = _valid1;
if(valid4){
var props1 = true;
}
ifClause1 = "then";
}
else {
const _errs20 = errors;
const _errs21 = errors;
let valid7 = true;
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.TopologyTransaction === undefined) && (missing6 = "TopologyTransaction")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
let ifClause2;
if(_valid2){
const _errs23 = errors;
if(errors === _errs23){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.TopologyTransaction === undefined) && (missing7 = "TopologyTransaction")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/then/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key4 in data){
if(!(key4 === "TopologyTransaction")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data.TopologyTransaction !== undefined){
let data4 = data.TopologyTransaction;
const _errs26 = errors;
if(errors === _errs26){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing8;
if((data4.value === undefined) && (missing8 = "value")){
validate24.errors = [{instancePath:instancePath+"/TopologyTransaction",schemaPath:"#/allOf/0/else/else/then/properties/TopologyTransaction/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs28 = errors;
for(const key5 in data4){
if(!(key5 === "value")){
validate24.errors = [{instancePath:instancePath+"/TopologyTransaction",schemaPath:"#/allOf/0/else/else/then/properties/TopologyTransaction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs28 === errors){
if(data4.value !== undefined){
if(!(validate47(data4.value))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/TopologyTransaction",schemaPath:"#/allOf/0/else/else/then/properties/TopologyTransaction/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/then/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid2 = _errs23 === errors;
valid7 = _valid2;
if(valid7){
var props2 = true;
}
ifClause2 = "then";
}
else {
const _errs30 = errors;
if(errors === _errs30){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.Transaction === undefined) && (missing9 = "Transaction")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs32 = errors;
for(const key6 in data){
if(!(key6 === "Transaction")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs32 === errors){
if(data.Transaction !== undefined){
let data6 = data.Transaction;
const _errs33 = errors;
if(errors === _errs33){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing10;
if((data6.value === undefined) && (missing10 = "value")){
validate24.errors = [{instancePath:instancePath+"/Transaction",schemaPath:"#/allOf/0/else/else/else/properties/Transaction/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs35 = errors;
for(const key7 in data6){
if(!(key7 === "value")){
validate24.errors = [{instancePath:instancePath+"/Transaction",schemaPath:"#/allOf/0/else/else/else/properties/Transaction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data6.value !== undefined){
if(!(validate61(data6.value))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/Transaction",schemaPath:"#/allOf/0/else/else/else/properties/Transaction/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/else/else/else/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var _valid2 = _errs30 === errors;
valid7 = _valid2;
if(valid7){
if(props2 !== true){
props2 = true;
}
}
ifClause2 = "else";
}
if(!valid7){
const err3 = {instancePath,schemaPath:"#/allOf/0/else/else/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate24.errors = vErrors;
return false;
}
var _valid1 = _errs20 === errors;
valid4 = _valid1;
if(valid4){
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
}
ifClause1 = "else";
}
if(!valid4){
const err4 = {instancePath,schemaPath:"#/allOf/0/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate24.errors = vErrors;
return false;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
if(valid1){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
ifClause0 = "else";
}
if(!valid1){
const err5 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate24.errors = vErrors;
return false;
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate23(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.update === undefined) && (missing0 = "update")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.update !== undefined){
if(!(validate24(data.update))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"update":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate23(data[i0]))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

quick.postV2UpdatesFlats_400 = validate73;
const schema97 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema"};
const schema98 = {"type":"object","required":["code","cause","context","errorCategory"],"properties":{"code":{"type":"string","minLength":1},"cause":{"type":"string"},"correlationId":{"type":["string","null"]},"traceId":{"type":["string","null"]},"context":{"type":"object","additionalProperties":{"type":"string"}},"resources":{"type":"array","items":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"string"}}},"errorCategory":{"type":"integer","format":"int32"},"grpcCodeValue":{"type":["integer","null"],"format":"int32"},"retryInfo":{"type":["string","null"]},"definiteAnswer":{"type":["boolean","null"]}}};

function validate73(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate73.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate73.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate73.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate73.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate73.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate73.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate73.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate73.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate73.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate73.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate73.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate73.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate73.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate73.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate73.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2UpdatesFlats_413 = validate74;
const schema99 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema"};

function validate74(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate74.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate74.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate74.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate74.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate74.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate74.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate74.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate74.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate74.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate74.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate74.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate74.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate74.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate74.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate74.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate74.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2UpdatesFlats_default = validate75;
const schema101 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate75(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate75.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate75.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate75.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate75.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate75.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate75.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate75.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate75.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate75.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate75.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate75.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate75.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate75.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate75.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate75.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate75.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2Updates_200 = validate76;
const schema103 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/UpdateList/content/application~1json/schema"};

function validate77(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate23(data[i0]))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate76(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate77(data))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

quick.postV2Updates_400 = validate80;
const schema105 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema"};

function validate80(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate80.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate80.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate80.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate80.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate80.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate80.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate80.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate80.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate80.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate80.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate80.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate80.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate80.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate80.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate80.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate80.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidInput/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2Updates_413 = validate81;
const schema107 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema"};

function validate81(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate81.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate81.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate81.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate81.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate81.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate81.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate81.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate81.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate81.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate81.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate81.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate81.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate81.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate81.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate81.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/ContentTooLarge/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2Updates_default = validate82;
const schema109 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate82(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate82.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate82.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate82.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate82.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate82.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate82.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate82.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate82.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate82.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate82.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate82.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate82.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate82.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate82.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate82.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate82.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2Version_200 = validate83;
const schema111 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1version/get/responses/200/content/application~1json/schema"};
const schema112 = {"type":"object","required":["version","features"],"properties":{"version":{"type":"string","minLength":1},"features":{"$ref":"#/components/schemas/FeaturesDescriptor"}}};
const schema113 = {"type":"object","required":["userManagement","partyManagement","experimental","offsetCheckpoint","packageFeature"],"properties":{"userManagement":{"$ref":"#/components/schemas/UserManagementFeature"},"partyManagement":{"$ref":"#/components/schemas/PartyManagementFeature"},"experimental":{"$ref":"#/components/schemas/ExperimentalFeatures"},"offsetCheckpoint":{"$ref":"#/components/schemas/OffsetCheckpointFeature"},"packageFeature":{"$ref":"#/components/schemas/PackageFeature"}}};
const schema114 = {"type":"object","required":["supported","maxRightsPerUser","maxUsersPageSize"],"properties":{"supported":{"type":"boolean"},"maxRightsPerUser":{"type":"integer","format":"int32","minimum":0},"maxUsersPageSize":{"type":"integer","format":"int32","minimum":0}}};
const schema115 = {"type":"object","required":["maxPartiesPageSize"],"properties":{"maxPartiesPageSize":{"type":"integer","format":"int32","minimum":1}}};
const schema122 = {"type":"object","required":["maxVettedPackagesPageSize"],"properties":{"maxVettedPackagesPageSize":{"type":"integer","format":"int32","minimum":1}}};
const schema116 = {"type":"object","properties":{"staticTime":{"$ref":"#/components/schemas/ExperimentalFeatureSupport"},"commandInspectionService":{"$ref":"#/components/schemas/ExperimentalFeatureSupport"}}};
const schema117 = {"type":"object","required":["supported"],"properties":{"supported":{"type":"boolean"}}};

function validate86(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.staticTime !== undefined){
let data0 = data.staticTime;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.supported === undefined) && (missing0 = "supported")){
validate86.errors = [{instancePath:instancePath+"/staticTime",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.supported !== undefined){
if(typeof data0.supported !== "boolean"){
validate86.errors = [{instancePath:instancePath+"/staticTime/supported",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate86.errors = [{instancePath:instancePath+"/staticTime",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commandInspectionService !== undefined){
let data2 = data.commandInspectionService;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.supported === undefined) && (missing1 = "supported")){
validate86.errors = [{instancePath:instancePath+"/commandInspectionService",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.supported !== undefined){
if(typeof data2.supported !== "boolean"){
validate86.errors = [{instancePath:instancePath+"/commandInspectionService/supported",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate86.errors = [{instancePath:instancePath+"/commandInspectionService",schemaPath:"#/components/schemas/ExperimentalFeatureSupport/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"staticTime":true,"commandInspectionService":true},"dynamicProps":false,"dynamicItems":false};

const schema119 = {"type":"object","required":["maxOffsetCheckpointEmissionDelay"],"properties":{"maxOffsetCheckpointEmissionDelay":{"$ref":"#/components/schemas/Duration"}}};
const schema120 = {"type":"object","required":["seconds","nanos"],"properties":{"seconds":{"type":"integer","format":"int64"},"nanos":{"type":"integer","format":"int32"},"unknownFields":{"$ref":"#/components/schemas/UnknownFieldSet"}}};

function validate89(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.seconds === undefined) && (missing0 = "seconds")) || ((data.nanos === undefined) && (missing0 = "nanos"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.seconds !== undefined){
let data0 = data.seconds;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate89.errors = [{instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
validate89.errors = [{instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nanos !== undefined){
let data1 = data.nanos;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate89.errors = [{instancePath:instancePath+"/nanos",schemaPath:"#/properties/nanos/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(!(formats10.validate(data1))){
validate89.errors = [{instancePath:instancePath+"/nanos",schemaPath:"#/properties/nanos/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unknownFields !== undefined){
let data2 = data.unknownFields;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fields !== undefined){
let data3 = data2.fields;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate89.errors = [{instancePath:instancePath+"/unknownFields/fields",schemaPath:"#/components/schemas/UnknownFieldSet/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/unknownFields",schemaPath:"#/components/schemas/UnknownFieldSet/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"seconds":true,"nanos":true,"unknownFields":true},"dynamicProps":false,"dynamicItems":false};


function validate88(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.maxOffsetCheckpointEmissionDelay === undefined) && (missing0 = "maxOffsetCheckpointEmissionDelay")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.maxOffsetCheckpointEmissionDelay !== undefined){
if(!(validate89(data.maxOffsetCheckpointEmissionDelay))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":{"maxOffsetCheckpointEmissionDelay":true},"dynamicProps":false,"dynamicItems":false};


function validate85(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.userManagement === undefined) && (missing0 = "userManagement")) || ((data.partyManagement === undefined) && (missing0 = "partyManagement"))) || ((data.experimental === undefined) && (missing0 = "experimental"))) || ((data.offsetCheckpoint === undefined) && (missing0 = "offsetCheckpoint"))) || ((data.packageFeature === undefined) && (missing0 = "packageFeature"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userManagement !== undefined){
let data0 = data.userManagement;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.supported === undefined) && (missing1 = "supported")) || ((data0.maxRightsPerUser === undefined) && (missing1 = "maxRightsPerUser"))) || ((data0.maxUsersPageSize === undefined) && (missing1 = "maxUsersPageSize"))){
validate85.errors = [{instancePath:instancePath+"/userManagement",schemaPath:"#/components/schemas/UserManagementFeature/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.supported !== undefined){
const _errs4 = errors;
if(typeof data0.supported !== "boolean"){
validate85.errors = [{instancePath:instancePath+"/userManagement/supported",schemaPath:"#/components/schemas/UserManagementFeature/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.maxRightsPerUser !== undefined){
let data2 = data0.maxRightsPerUser;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate85.errors = [{instancePath:instancePath+"/userManagement/maxRightsPerUser",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxRightsPerUser/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate85.errors = [{instancePath:instancePath+"/userManagement/maxRightsPerUser",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxRightsPerUser/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data2))){
validate85.errors = [{instancePath:instancePath+"/userManagement/maxRightsPerUser",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxRightsPerUser/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.maxUsersPageSize !== undefined){
let data3 = data0.maxUsersPageSize;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate85.errors = [{instancePath:instancePath+"/userManagement/maxUsersPageSize",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxUsersPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate85.errors = [{instancePath:instancePath+"/userManagement/maxUsersPageSize",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxUsersPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats10.validate(data3))){
validate85.errors = [{instancePath:instancePath+"/userManagement/maxUsersPageSize",schemaPath:"#/components/schemas/UserManagementFeature/properties/maxUsersPageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
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
validate85.errors = [{instancePath:instancePath+"/userManagement",schemaPath:"#/components/schemas/UserManagementFeature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.partyManagement !== undefined){
let data4 = data.partyManagement;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((data4.maxPartiesPageSize === undefined) && (missing2 = "maxPartiesPageSize")){
validate85.errors = [{instancePath:instancePath+"/partyManagement",schemaPath:"#/components/schemas/PartyManagementFeature/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.maxPartiesPageSize !== undefined){
let data5 = data4.maxPartiesPageSize;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate85.errors = [{instancePath:instancePath+"/partyManagement/maxPartiesPageSize",schemaPath:"#/components/schemas/PartyManagementFeature/properties/maxPartiesPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate85.errors = [{instancePath:instancePath+"/partyManagement/maxPartiesPageSize",schemaPath:"#/components/schemas/PartyManagementFeature/properties/maxPartiesPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats10.validate(data5))){
validate85.errors = [{instancePath:instancePath+"/partyManagement/maxPartiesPageSize",schemaPath:"#/components/schemas/PartyManagementFeature/properties/maxPartiesPageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/partyManagement",schemaPath:"#/components/schemas/PartyManagementFeature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.experimental !== undefined){
const _errs15 = errors;
if(!(validate86(data.experimental))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offsetCheckpoint !== undefined){
const _errs16 = errors;
if(!(validate88(data.offsetCheckpoint))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.packageFeature !== undefined){
let data8 = data.packageFeature;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing3;
if((data8.maxVettedPackagesPageSize === undefined) && (missing3 = "maxVettedPackagesPageSize")){
validate85.errors = [{instancePath:instancePath+"/packageFeature",schemaPath:"#/components/schemas/PackageFeature/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data8.maxVettedPackagesPageSize !== undefined){
let data9 = data8.maxVettedPackagesPageSize;
const _errs20 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate85.errors = [{instancePath:instancePath+"/packageFeature/maxVettedPackagesPageSize",schemaPath:"#/components/schemas/PackageFeature/properties/maxVettedPackagesPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs20){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
validate85.errors = [{instancePath:instancePath+"/packageFeature/maxVettedPackagesPageSize",schemaPath:"#/components/schemas/PackageFeature/properties/maxVettedPackagesPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats10.validate(data9))){
validate85.errors = [{instancePath:instancePath+"/packageFeature/maxVettedPackagesPageSize",schemaPath:"#/components/schemas/PackageFeature/properties/maxVettedPackagesPageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/packageFeature",schemaPath:"#/components/schemas/PackageFeature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"userManagement":true,"partyManagement":true,"experimental":true,"offsetCheckpoint":true,"packageFeature":true},"dynamicProps":false,"dynamicItems":false};


function validate84(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.version === undefined) && (missing0 = "version")) || ((data.features === undefined) && (missing0 = "features"))){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.version !== undefined){
let data0 = data.version;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate84.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate84.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.features !== undefined){
const _errs3 = errors;
if(!(validate85(data.features))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":{"version":true,"features":true},"dynamicProps":false,"dynamicItems":false};


function validate83(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate84(data))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"version":true,"features":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateLedgerEnd_200 = validate94;
const schema123 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1ledger-end/get/responses/200/content/application~1json/schema"};
const schema124 = {"type":"object","required":["offset"],"properties":{"offset":{"type":"integer","format":"int64","minimum":0},"synchronizerTimes":{"type":"array","items":{"$ref":"#/components/schemas/SynchronizerTime"}}}};

function validate95(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.offset === undefined) && (missing0 = "offset")){
validate95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.offset !== undefined){
let data0 = data.offset;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate95.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate95.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate95.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerTimes !== undefined){
let data1 = data.synchronizerTimes;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate26(data1[i0]))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/synchronizerTimes",schemaPath:"#/properties/synchronizerTimes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":{"offset":true,"synchronizerTimes":true},"dynamicProps":false,"dynamicItems":false};


function validate94(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate95(data))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":{"offset":true,"synchronizerTimes":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateLedgerEnd_default = validate98;
const schema125 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate98(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate98.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate98.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate98.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate98.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate98.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate98.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate98.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate98.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate98.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate98.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate98.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate98.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate98.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate98.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate98.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate98.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateLatestPrunedOffsets_200 = validate99;
const schema127 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema"};
const schema128 = {"type":"object","required":["participantPrunedUpToInclusive","allDivulgedContractsPrunedUpToInclusive"],"properties":{"participantPrunedUpToInclusive":{"type":"integer","format":"int64","minimum":0},"allDivulgedContractsPrunedUpToInclusive":{"type":"integer","format":"int64","minimum":0}}};

function validate99(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
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
if(((data.participantPrunedUpToInclusive === undefined) && (missing0 = "participantPrunedUpToInclusive")) || ((data.allDivulgedContractsPrunedUpToInclusive === undefined) && (missing0 = "allDivulgedContractsPrunedUpToInclusive"))){
validate99.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.participantPrunedUpToInclusive !== undefined){
let data0 = data.participantPrunedUpToInclusive;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate99.errors = [{instancePath:instancePath+"/participantPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/participantPrunedUpToInclusive/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate99.errors = [{instancePath:instancePath+"/participantPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/participantPrunedUpToInclusive/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate99.errors = [{instancePath:instancePath+"/participantPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/participantPrunedUpToInclusive/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.allDivulgedContractsPrunedUpToInclusive !== undefined){
let data1 = data.allDivulgedContractsPrunedUpToInclusive;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate99.errors = [{instancePath:instancePath+"/allDivulgedContractsPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/allDivulgedContractsPrunedUpToInclusive/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate99.errors = [{instancePath:instancePath+"/allDivulgedContractsPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/allDivulgedContractsPrunedUpToInclusive/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data1))){
validate99.errors = [{instancePath:instancePath+"/allDivulgedContractsPrunedUpToInclusive",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/properties/allDivulgedContractsPrunedUpToInclusive/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1latest-pruned-offsets/get/responses/200/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":{"participantPrunedUpToInclusive":true,"allDivulgedContractsPrunedUpToInclusive":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateLatestPrunedOffsets_default = validate100;
const schema129 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate100(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate100.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate100.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate100.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate100.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate100.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate100.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate100.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate100.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate100.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate100.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate100.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate100.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate100.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate100.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate100.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate100.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate100.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateConnectedSynchronizers_200 = validate101;
const schema131 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1state~1connected-synchronizers/get/responses/200/content/application~1json/schema"};
const schema132 = {"type":"object","required":["connectedSynchronizers"],"properties":{"connectedSynchronizers":{"type":"array","items":{"$ref":"#/components/schemas/ConnectedSynchronizer"}}}};
const schema133 = {"type":"object","required":["synchronizerAlias","synchronizerId","permission"],"properties":{"synchronizerAlias":{"type":"string","minLength":1},"synchronizerId":{"type":"string","minLength":1},"permission":{"$ref":"#/components/schemas/ParticipantPermission"}}};

function validate103(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.synchronizerAlias === undefined) && (missing0 = "synchronizerAlias")) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))) || ((data.permission === undefined) && (missing0 = "permission"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.synchronizerAlias !== undefined){
let data0 = data.synchronizerAlias;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate103.errors = [{instancePath:instancePath+"/synchronizerAlias",schemaPath:"#/properties/synchronizerAlias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate103.errors = [{instancePath:instancePath+"/synchronizerAlias",schemaPath:"#/properties/synchronizerAlias/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
let data1 = data.synchronizerId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if((data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1))){
validate103.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate103.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission !== undefined){
let data2 = data.permission;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate103.errors = [{instancePath:instancePath+"/permission",schemaPath:"#/components/schemas/ParticipantPermission/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "PARTICIPANT_PERMISSION_UNSPECIFIED") || (data2 === "PARTICIPANT_PERMISSION_SUBMISSION")) || (data2 === "PARTICIPANT_PERMISSION_CONFIRMATION")) || (data2 === "PARTICIPANT_PERMISSION_OBSERVATION"))){
validate103.errors = [{instancePath:instancePath+"/permission",schemaPath:"#/components/schemas/ParticipantPermission/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"synchronizerAlias":true,"synchronizerId":true,"permission":true},"dynamicProps":false,"dynamicItems":false};


function validate102(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectedSynchronizers === undefined) && (missing0 = "connectedSynchronizers")){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectedSynchronizers !== undefined){
let data0 = data.connectedSynchronizers;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate103(data0[i0]))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/connectedSynchronizers",schemaPath:"#/properties/connectedSynchronizers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":{"connectedSynchronizers":true},"dynamicProps":false,"dynamicItems":false};


function validate101(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate102(data))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"connectedSynchronizers":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateConnectedSynchronizers_400 = validate106;
const schema135 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema"};

function validate106(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate106.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate106.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate106.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate106.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate106.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate106.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate106.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate106.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate106.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate106.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate106.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate106.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate106.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate106.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate106.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate106.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate106.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/InvalidQuery/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2StateConnectedSynchronizers_default = validate107;
const schema137 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate107(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate107.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate107.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate107.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate107.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate107.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate107.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate107.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate107.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate107.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate107.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate107.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate107.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate107.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate107.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate107.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate107.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate107.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2PartiesExternalGenerateTopology_200 = validate108;
const schema139 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/200/content/application~1json/schema"};
const schema140 = {"type":"object","required":["partyId","publicKeyFingerprint","topologyTransactions","multiHash"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"},"publicKeyFingerprint":{"type":"string"},"topologyTransactions":{"type":"array","minItems":1,"items":{"$ref":"#/components/schemas/Base64Bytes"}},"multiHash":{"$ref":"#/components/schemas/Base64Bytes"}}};
const schema142 = {"type":"string","pattern":"^[A-Za-z0-9+/]*={0,2}$"};

function validate109(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.partyId === undefined) && (missing0 = "partyId")) || ((data.publicKeyFingerprint === undefined) && (missing0 = "publicKeyFingerprint"))) || ((data.topologyTransactions === undefined) && (missing0 = "topologyTransactions"))) || ((data.multiHash === undefined) && (missing0 = "multiHash"))){
validate109.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.partyId !== undefined){
let data0 = data.partyId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate109.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate109.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate109.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.publicKeyFingerprint !== undefined){
const _errs4 = errors;
if(typeof data.publicKeyFingerprint !== "string"){
validate109.errors = [{instancePath:instancePath+"/publicKeyFingerprint",schemaPath:"#/properties/publicKeyFingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topologyTransactions !== undefined){
let data2 = data.topologyTransactions;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length < 1){
validate109.errors = [{instancePath:instancePath+"/topologyTransactions",schemaPath:"#/properties/topologyTransactions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern9.test(data3)){
validate109.errors = [{instancePath:instancePath+"/topologyTransactions/" + i0,schemaPath:"#/components/schemas/Base64Bytes/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""}];
return false;
}
}
else {
validate109.errors = [{instancePath:instancePath+"/topologyTransactions/" + i0,schemaPath:"#/components/schemas/Base64Bytes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/topologyTransactions",schemaPath:"#/properties/topologyTransactions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.multiHash !== undefined){
let data4 = data.multiHash;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
validate109.errors = [{instancePath:instancePath+"/multiHash",schemaPath:"#/components/schemas/Base64Bytes/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""}];
return false;
}
}
else {
validate109.errors = [{instancePath:instancePath+"/multiHash",schemaPath:"#/components/schemas/Base64Bytes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":{"partyId":true,"publicKeyFingerprint":true,"topologyTransactions":true,"multiHash":true},"dynamicProps":false,"dynamicItems":false};


function validate108(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate109(data))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"partyId":true,"publicKeyFingerprint":true,"topologyTransactions":true,"multiHash":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2PartiesExternalGenerateTopology_400 = validate111;
const schema144 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema"};

function validate111(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate111.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate111.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate111.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate111.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate111.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate111.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate111.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate111.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate111.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate111.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate111.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate111.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate111.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate111.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate111.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate111.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate111.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1generate-topology/post/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2PartiesExternalGenerateTopology_default = validate112;
const schema146 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate112(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate112.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate112.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate112.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate112.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate112.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate112.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate112.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate112.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate112.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate112.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate112.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate112.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate112.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate112.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate112.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate112.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2PartiesExternalAllocate_200 = validate113;
const schema148 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/200/content/application~1json/schema"};
const schema149 = {"type":"object","required":["partyId"],"properties":{"partyId":{"$ref":"#/components/schemas/PartyIdString"}}};

function validate114(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.partyId === undefined) && (missing0 = "partyId")){
validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.partyId !== undefined){
let data0 = data.partyId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate114.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate114.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate114.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/partyId",schemaPath:"#/components/schemas/PartyIdString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":{"partyId":true},"dynamicProps":false,"dynamicItems":false};


function validate113(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate114(data))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":{"partyId":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2PartiesExternalAllocate_400 = validate116;
const schema151 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema"};

function validate116(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate116.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate116.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate116.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate116.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate116.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate116.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate116.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate116.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate116.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate116.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate116.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate116.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate116.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate116.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate116.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate116.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate116.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1parties~1external~1allocate/post/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2PartiesExternalAllocate_default = validate117;
const schema153 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate117(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate117.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate117.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate117.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate117.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate117.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate117.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate117.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate117.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate117.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate117.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate117.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate117.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate117.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate117.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate117.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate117.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2InteractiveSubmissionPreferredPackageVersion_200 = validate118;
const schema155 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/200/content/application~1json/schema"};
const schema156 = {"type":"object","properties":{"packagePreference":{"anyOf":[{"$ref":"#/components/schemas/PackagePreference"},{"type":"null"}]}}};
const schema157 = {"type":"object","required":["packageReference","synchronizerId"],"properties":{"packageReference":{"$ref":"#/components/schemas/PackageReference"},"synchronizerId":{"type":"string"}}};
const schema158 = {"type":"object","required":["packageId","packageName","packageVersion"],"properties":{"packageId":{"type":"string"},"packageName":{"type":"string"},"packageVersion":{"type":"string"}}};

function validate120(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.packageReference === undefined) && (missing0 = "packageReference")) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))){
validate120.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.packageReference !== undefined){
let data0 = data.packageReference;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.packageId === undefined) && (missing1 = "packageId")) || ((data0.packageName === undefined) && (missing1 = "packageName"))) || ((data0.packageVersion === undefined) && (missing1 = "packageVersion"))){
validate120.errors = [{instancePath:instancePath+"/packageReference",schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.packageId !== undefined){
const _errs4 = errors;
if(typeof data0.packageId !== "string"){
validate120.errors = [{instancePath:instancePath+"/packageReference/packageId",schemaPath:"#/components/schemas/PackageReference/properties/packageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.packageName !== undefined){
const _errs6 = errors;
if(typeof data0.packageName !== "string"){
validate120.errors = [{instancePath:instancePath+"/packageReference/packageName",schemaPath:"#/components/schemas/PackageReference/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.packageVersion !== undefined){
const _errs8 = errors;
if(typeof data0.packageVersion !== "string"){
validate120.errors = [{instancePath:instancePath+"/packageReference/packageVersion",schemaPath:"#/components/schemas/PackageReference/properties/packageVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate120.errors = [{instancePath:instancePath+"/packageReference",schemaPath:"#/components/schemas/PackageReference/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
const _errs10 = errors;
if(typeof data.synchronizerId !== "string"){
validate120.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"packageReference":true,"synchronizerId":true},"dynamicProps":false,"dynamicItems":false};


function validate119(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.packagePreference !== undefined){
let data0 = data.packagePreference;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate120(data0))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.packageReference = true;
props0.synchronizerId = true;
}
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/packagePreference",schemaPath:"#/properties/packagePreference/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/packagePreference",schemaPath:"#/properties/packagePreference/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate119.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":{"packagePreference":true},"dynamicProps":false,"dynamicItems":false};


function validate118(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate119(data))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":{"packagePreference":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2InteractiveSubmissionPreferredPackageVersion_400 = validate123;
const schema159 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema"};

function validate123(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate123.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate123.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate123.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate123.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate123.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate123.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate123.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate123.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate123.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate123.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate123.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate123.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate123.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate123.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate123.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate123.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate123.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-package-version/get/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.getV2InteractiveSubmissionPreferredPackageVersion_default = validate124;
const schema161 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate124(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate124.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate124.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate124.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate124.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate124.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate124.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate124.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate124.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate124.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate124.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate124.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate124.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate124.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate124.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate124.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate124.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate124.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate124.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate124.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate124.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2InteractiveSubmissionPreferredPackages_200 = validate125;
const schema163 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/200/content/application~1json/schema"};
const schema164 = {"type":"object","required":["packageReferences","synchronizerId"],"properties":{"packageReferences":{"type":"array","items":{"$ref":"#/components/schemas/PackageReference"}},"synchronizerId":{"type":"string"}}};

function validate126(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.packageReferences === undefined) && (missing0 = "packageReferences")) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))){
validate126.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.packageReferences !== undefined){
let data0 = data.packageReferences;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.packageId === undefined) && (missing1 = "packageId")) || ((data1.packageName === undefined) && (missing1 = "packageName"))) || ((data1.packageVersion === undefined) && (missing1 = "packageVersion"))){
validate126.errors = [{instancePath:instancePath+"/packageReferences/" + i0,schemaPath:"#/components/schemas/PackageReference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.packageId !== undefined){
const _errs6 = errors;
if(typeof data1.packageId !== "string"){
validate126.errors = [{instancePath:instancePath+"/packageReferences/" + i0+"/packageId",schemaPath:"#/components/schemas/PackageReference/properties/packageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.packageName !== undefined){
const _errs8 = errors;
if(typeof data1.packageName !== "string"){
validate126.errors = [{instancePath:instancePath+"/packageReferences/" + i0+"/packageName",schemaPath:"#/components/schemas/PackageReference/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.packageVersion !== undefined){
const _errs10 = errors;
if(typeof data1.packageVersion !== "string"){
validate126.errors = [{instancePath:instancePath+"/packageReferences/" + i0+"/packageVersion",schemaPath:"#/components/schemas/PackageReference/properties/packageVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/packageReferences/" + i0,schemaPath:"#/components/schemas/PackageReference/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/packageReferences",schemaPath:"#/properties/packageReferences/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
const _errs12 = errors;
if(typeof data.synchronizerId !== "string"){
validate126.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":{"packageReferences":true,"synchronizerId":true},"dynamicProps":false,"dynamicItems":false};


function validate125(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate126(data))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"packageReferences":true,"synchronizerId":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2InteractiveSubmissionPreferredPackages_400 = validate128;
const schema166 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema"};

function validate128(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate128.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate128.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate128.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate128.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate128.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate128.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate128.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate128.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate128.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate128.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate128.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate128.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate128.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate128.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate128.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate128.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate128.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/paths/~1v2~1interactive-submission~1preferred-packages/post/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

quick.postV2InteractiveSubmissionPreferredPackages_default = validate129;
const schema168 = {"$ref":"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema"};

function validate129(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
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
if(((((data.code === undefined) && (missing0 = "code")) || ((data.cause === undefined) && (missing0 = "cause"))) || ((data.context === undefined) && (missing0 = "context"))) || ((data.errorCategory === undefined) && (missing0 = "errorCategory"))){
validate129.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate129.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate129.errors = [{instancePath:instancePath+"/code",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cause !== undefined){
const _errs4 = errors;
if(typeof data.cause !== "string"){
validate129.errors = [{instancePath:instancePath+"/cause",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/cause/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.correlationId !== undefined){
let data2 = data.correlationId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate129.errors = [{instancePath:instancePath+"/correlationId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/correlationId/type",keyword:"type",params:{type: schema98.properties.correlationId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.traceId !== undefined){
let data3 = data.traceId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate129.errors = [{instancePath:instancePath+"/traceId",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/traceId/type",keyword:"type",params:{type: schema98.properties.traceId.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.context !== undefined){
let data4 = data.context;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs13 = errors;
if(typeof data4[key0] !== "string"){
validate129.errors = [{instancePath:instancePath+"/context/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/context",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resources !== undefined){
let data6 = data.resources;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 2){
validate129.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data7.length < 2){
validate129.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(typeof data7[i1] !== "string"){
validate129.errors = [{instancePath:instancePath+"/resources/" + i0+"/" + i1,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/resources",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.errorCategory !== undefined){
let data9 = data.errorCategory;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate129.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats10.validate(data9))){
validate129.errors = [{instancePath:instancePath+"/errorCategory",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/errorCategory/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.grpcCodeValue !== undefined){
let data10 = data.grpcCodeValue;
const _errs23 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate129.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/type",keyword:"type",params:{type: schema98.properties.grpcCodeValue.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(!(formats10.validate(data10))){
validate129.errors = [{instancePath:instancePath+"/grpcCodeValue",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/grpcCodeValue/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.retryInfo !== undefined){
let data11 = data.retryInfo;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate129.errors = [{instancePath:instancePath+"/retryInfo",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/retryInfo/type",keyword:"type",params:{type: schema98.properties.retryInfo.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.definiteAnswer !== undefined){
let data12 = data.definiteAnswer;
const _errs27 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate129.errors = [{instancePath:instancePath+"/definiteAnswer",schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/properties/definiteAnswer/type",keyword:"type",params:{type: schema98.properties.definiteAnswer.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate129.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/ledger/openapi.json#/components/responses/CantonError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":{"code":true,"cause":true,"correlationId":true,"traceId":true,"context":true,"resources":true,"errorCategory":true,"grpcCodeValue":true,"retryInfo":true,"definiteAnswer":true},"dynamicProps":false,"dynamicItems":false};

return quick;
})();
export const quickValidators = {
  postV2UpdatesFlats: { "200": quick.postV2UpdatesFlats_200, "400": quick.postV2UpdatesFlats_400, "413": quick.postV2UpdatesFlats_413, "default": quick.postV2UpdatesFlats_default },
  postV2Updates: { "200": quick.postV2Updates_200, "400": quick.postV2Updates_400, "413": quick.postV2Updates_413, "default": quick.postV2Updates_default },
  getV2Version: { "200": quick.getV2Version_200 },
  getV2StateLedgerEnd: { "200": quick.getV2StateLedgerEnd_200, "default": quick.getV2StateLedgerEnd_default },
  getV2StateLatestPrunedOffsets: { "200": quick.getV2StateLatestPrunedOffsets_200, "default": quick.getV2StateLatestPrunedOffsets_default },
  getV2StateConnectedSynchronizers: { "200": quick.getV2StateConnectedSynchronizers_200, "400": quick.getV2StateConnectedSynchronizers_400, "default": quick.getV2StateConnectedSynchronizers_default },
  postV2PartiesExternalGenerateTopology: { "200": quick.postV2PartiesExternalGenerateTopology_200, "400": quick.postV2PartiesExternalGenerateTopology_400, "default": quick.postV2PartiesExternalGenerateTopology_default },
  postV2PartiesExternalAllocate: { "200": quick.postV2PartiesExternalAllocate_200, "400": quick.postV2PartiesExternalAllocate_400, "default": quick.postV2PartiesExternalAllocate_default },
  getV2InteractiveSubmissionPreferredPackageVersion: { "200": quick.getV2InteractiveSubmissionPreferredPackageVersion_200, "400": quick.getV2InteractiveSubmissionPreferredPackageVersion_400, "default": quick.getV2InteractiveSubmissionPreferredPackageVersion_default },
  postV2InteractiveSubmissionPreferredPackages: { "200": quick.postV2InteractiveSubmissionPreferredPackages_200, "400": quick.postV2InteractiveSubmissionPreferredPackages_400, "default": quick.postV2InteractiveSubmissionPreferredPackages_default },
};
