// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
function isDateTime(value) {
  const m = dateTimePattern.exec(value);
  if (m === null) return false;
  const year = Number(m[1]), month = Number(m[2]), day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const offsetOk = m[7] === undefined || (Number(m[7]) <= 23 && Number(m[8]) <= 59);
  return month >= 1 && month <= 12 && day >= 1 && day <= days && Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60 && offsetOk;
}
const uriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s"<>\\^`{|}]*$/;
const formats = {
  "date-time": isDateTime,
  uri: (value) => uriPattern.test(value),
  int32: { type: "number", validate: (value) => Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 },
  int64: { type: "number", validate: (value) => Number.isInteger(value) },
};
function ucs2length(str) {
  let n = 0;
  for (const _ of str) n++;
  return n;
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

export const validators = {
  postV2UpdatesFlats: { "200": postV2UpdatesFlats_200, "400": postV2UpdatesFlats_400, "413": postV2UpdatesFlats_413, "default": postV2UpdatesFlats_default },
  postV2Updates: { "200": postV2Updates_200, "400": postV2Updates_400, "413": postV2Updates_413, "default": postV2Updates_default },
};
