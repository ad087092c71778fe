// Generated from specs/registry by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
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
export const getRegistryInfo_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1info/get/responses/200/content/application~1json/schema"};
const schema33 = {"type":"object","required":["adminId","supportedApis"],"properties":{"adminId":{"$ref":"#/components/schemas/PartyId"},"supportedApis":{"$ref":"#/components/schemas/SupportedApis"}}};
const schema34 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9:_ -]+$"};
const schema35 = {"type":"object","additionalProperties":{"type":"integer","format":"int32","minimum":0}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[A-Za-z0-9:_ -]+$", "u");
const formats0 = formats.int32;

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.adminId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "adminId"},message:"must have required property '"+"adminId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.supportedApis === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportedApis"},message:"must have required property '"+"supportedApis"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.adminId !== undefined){
let data0 = data.adminId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err2 = {instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
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
const err5 = {instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.supportedApis !== undefined){
let data1 = data.supportedApis;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
let data2 = data1[key0];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.validate(data2))){
const err8 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
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
}
else {
const err9 = {instancePath:instancePath+"/supportedApis",schemaPath:"#/components/schemas/SupportedApis/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"adminId":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};


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
validate20.evaluated = {"props":{"adminId":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};

export const getRegistryInfo_404 = validate24;
const schema36 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};
const schema37 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"}}};

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
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

export const getRegistryInfo_500 = validate25;
const schema38 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

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
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

export const getRegistryInfo_default = validate26;
const schema40 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

export const listInstruments_200 = validate27;
const schema42 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments/get/responses/200/content/application~1json/schema"};
const schema43 = {"type":"object","required":["instruments"],"properties":{"instruments":{"type":"array","items":{"$ref":"#/components/schemas/Instrument"}},"nextPageToken":{"type":["string","null"]}}};
const schema44 = {"type":"object","required":["id","name","symbol","decimals","supportedApis"],"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"symbol":{"type":"string"},"totalSupply":{"type":["string","null"],"pattern":"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},"totalSupplyAsOf":{"type":["string","null"],"format":"date-time"},"decimals":{"type":"integer","format":"int32","minimum":0,"maximum":10,"default":10},"supportedApis":{"$ref":"#/components/schemas/SupportedApis"}}};
const pattern5 = new RegExp("^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$", "u");
const formats2 = formats["date-time"];

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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.symbol === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.decimals === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decimals"},message:"must have required property '"+"decimals"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.supportedApis === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportedApis"},message:"must have required property '"+"supportedApis"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.symbol !== undefined){
if(typeof data.symbol !== "string"){
const err8 = {instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.totalSupply !== undefined){
let data3 = data.totalSupply;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/type",keyword:"type",params:{type: schema44.properties.totalSupply.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err10 = {instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""};
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
if(data.totalSupplyAsOf !== undefined){
let data4 = data.totalSupplyAsOf;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/type",keyword:"type",params:{type: schema44.properties.totalSupplyAsOf.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats2(data4))){
const err12 = {instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.decimals !== undefined){
let data5 = data.decimals;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats0.validate(data5))){
const err16 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
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
if(data.supportedApis !== undefined){
let data6 = data.supportedApis;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
let data7 = data6[key0];
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.validate(data7))){
const err19 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
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
const err20 = {instancePath:instancePath+"/supportedApis",schemaPath:"#/components/schemas/SupportedApis/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"id":true,"name":true,"symbol":true,"totalSupply":true,"totalSupplyAsOf":true,"decimals":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.instruments === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instruments"},message:"must have required property '"+"instruments"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.instruments !== undefined){
let data0 = data.instruments;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate29(data0[i0], {instancePath:instancePath+"/instruments/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/instruments",schemaPath:"#/properties/instruments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.nextPageToken !== undefined){
let data2 = data.nextPageToken;
if((typeof data2 !== "string") && (data2 !== null)){
const err2 = {instancePath:instancePath+"/nextPageToken",schemaPath:"#/properties/nextPageToken/type",keyword:"type",params:{type: schema43.properties.nextPageToken.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"instruments":true,"nextPageToken":true},"dynamicProps":false,"dynamicItems":false};


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
validate27.evaluated = {"props":{"instruments":true,"nextPageToken":true},"dynamicProps":false,"dynamicItems":false};

export const listInstruments_404 = validate32;
const schema46 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const listInstruments_500 = validate33;
const schema48 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const listInstruments_default = validate34;
const schema50 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getInstrument_200 = validate35;
const schema52 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/200/content/application~1json/schema"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.symbol === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.decimals === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decimals"},message:"must have required property '"+"decimals"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.supportedApis === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportedApis"},message:"must have required property '"+"supportedApis"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.symbol !== undefined){
if(typeof data.symbol !== "string"){
const err8 = {instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.totalSupply !== undefined){
let data3 = data.totalSupply;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/type",keyword:"type",params:{type: schema44.properties.totalSupply.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err10 = {instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""};
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
if(data.totalSupplyAsOf !== undefined){
let data4 = data.totalSupplyAsOf;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/type",keyword:"type",params:{type: schema44.properties.totalSupplyAsOf.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats2(data4))){
const err12 = {instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.decimals !== undefined){
let data5 = data.decimals;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats0.validate(data5))){
const err16 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
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
if(data.supportedApis !== undefined){
let data6 = data.supportedApis;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
let data7 = data6[key0];
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.validate(data7))){
const err19 = {instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
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
const err20 = {instancePath:instancePath+"/supportedApis",schemaPath:"#/components/schemas/SupportedApis/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"id":true,"name":true,"symbol":true,"totalSupply":true,"totalSupplyAsOf":true,"decimals":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"id":true,"name":true,"symbol":true,"totalSupply":true,"totalSupplyAsOf":true,"decimals":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};

export const getInstrument_404 = validate38;
const schema55 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getInstrument_500 = validate39;
const schema57 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getInstrument_default = validate40;
const schema59 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactory_200 = validate41;
const schema61 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferFactory/content/application~1json/schema"};
const schema62 = {"type":"object","required":["factoryId","transferKind","choiceContext"],"properties":{"factoryId":{"$ref":"#/components/schemas/ContractId"},"transferKind":{"type":"string","enum":["self","direct","offer"]},"choiceContext":{"$ref":"#/components/schemas/ChoiceContext"}}};
const schema63 = {"type":"string","minLength":1,"pattern":"^[0-9a-f]+$"};
const pattern7 = new RegExp("^[0-9a-f]+$", "u");
const schema64 = {"type":"object","required":["choiceContextData","disclosedContracts"],"properties":{"choiceContextData":{"$ref":"#/components/schemas/ChoiceContextData"},"disclosedContracts":{"type":"array","items":{"$ref":"#/components/schemas/DisclosedContract"}}}};
const schema65 = {"type":"object","required":["values"],"properties":{"values":{"type":"object","additionalProperties":{"$ref":"#/components/schemas/AnyValue"}}}};
const schema66 = {"type":"object","required":["tag","value"],"properties":{"tag":{"type":"string","enum":["AV_Text","AV_Int","AV_Decimal","AV_Bool","AV_Date","AV_Time","AV_RelTime","AV_Party","AV_ContractId","AV_List","AV_Map"]},"value":{}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.values === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.values !== undefined){
let data0 = data.values;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.tag === undefined){
const err1 = {instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/AnyValue/required",keyword:"required",params:{missingProperty: "tag"},message:"must have required property '"+"tag"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.value === undefined){
const err2 = {instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/AnyValue/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.tag !== undefined){
let data2 = data1.tag;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tag",schemaPath:"#/components/schemas/AnyValue/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((data2 === "AV_Text") || (data2 === "AV_Int")) || (data2 === "AV_Decimal")) || (data2 === "AV_Bool")) || (data2 === "AV_Date")) || (data2 === "AV_Time")) || (data2 === "AV_RelTime")) || (data2 === "AV_Party")) || (data2 === "AV_ContractId")) || (data2 === "AV_List")) || (data2 === "AV_Map"))){
const err4 = {instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tag",schemaPath:"#/components/schemas/AnyValue/properties/tag/enum",keyword:"enum",params:{allowedValues: schema66.properties.tag.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/AnyValue/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"values":true},"dynamicProps":false,"dynamicItems":false};

const schema67 = {"type":"object","required":["templateId","contractId","createdEventBlob","synchronizerId"],"properties":{"templateId":{"type":"string","pattern":"^[^:]+:[^:]+:[^:]+$"},"contractId":{"$ref":"#/components/schemas/ContractId"},"createdEventBlob":{"type":"string","contentEncoding":"base64","minLength":1},"synchronizerId":{"type":"string","minLength":1},"debugPackageName":{"type":["string","null"]},"debugPayload":{"type":["object","null"]},"debugCreatedAt":{"type":["string","null"],"format":"date-time"}}};
const pattern8 = new RegExp("^[^:]+:[^:]+:[^:]+$", "u");

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.templateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'"};
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
if(data.createdEventBlob === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdEventBlob"},message:"must have required property '"+"createdEventBlob"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.synchronizerId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "synchronizerId"},message:"must have required property '"+"synchronizerId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.templateId !== undefined){
let data0 = data.templateId;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err4 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[^:]+:[^:]+:[^:]+$"},message:"must match pattern \""+"^[^:]+:[^:]+:[^:]+$"+"\""};
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
const err5 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.contractId !== undefined){
let data1 = data.contractId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern7.test(data1)){
const err7 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err8 = {instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.createdEventBlob !== undefined){
let data2 = data.createdEventBlob;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.synchronizerId !== undefined){
let data3 = data.synchronizerId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.debugPackageName !== undefined){
let data4 = data.debugPackageName;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/debugPackageName",schemaPath:"#/properties/debugPackageName/type",keyword:"type",params:{type: schema67.properties.debugPackageName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.debugPayload !== undefined){
let data5 = data.debugPayload;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err14 = {instancePath:instancePath+"/debugPayload",schemaPath:"#/properties/debugPayload/type",keyword:"type",params:{type: schema67.properties.debugPayload.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.debugCreatedAt !== undefined){
let data6 = data.debugCreatedAt;
if((typeof data6 !== "string") && (data6 !== null)){
const err15 = {instancePath:instancePath+"/debugCreatedAt",schemaPath:"#/properties/debugCreatedAt/type",keyword:"type",params:{type: schema67.properties.debugCreatedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats2(data6))){
const err16 = {instancePath:instancePath+"/debugCreatedAt",schemaPath:"#/properties/debugCreatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"templateId":true,"contractId":true,"createdEventBlob":true,"synchronizerId":true,"debugPackageName":true,"debugPayload":true,"debugCreatedAt":true},"dynamicProps":false,"dynamicItems":false};


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.factoryId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "factoryId"},message:"must have required property '"+"factoryId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.transferKind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transferKind"},message:"must have required property '"+"transferKind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContext === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContext"},message:"must have required property '"+"choiceContext"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.factoryId !== undefined){
let data0 = data.factoryId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern7.test(data0)){
const err4 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err5 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.transferKind !== undefined){
let data1 = data.transferKind;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "self") || (data1 === "direct")) || (data1 === "offer"))){
const err7 = {instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/enum",keyword:"enum",params:{allowedValues: schema62.properties.transferKind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.choiceContext !== undefined){
if(!(validate43(data.choiceContext, {instancePath:instancePath+"/choiceContext",parentData:data,parentDataProperty:"choiceContext",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactory_400 = validate50;
const schema69 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactory_404 = validate51;
const schema71 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactory_409 = validate52;
const schema73 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactory_default = validate53;
const schema75 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContext_200 = validate54;
const schema77 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContext_400 = validate59;
const schema79 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContext_404 = validate60;
const schema81 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContext_409 = validate61;
const schema83 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContext_default = validate62;
const schema85 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContext_200 = validate63;
const schema87 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate64(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContext_400 = validate68;
const schema89 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContext_404 = validate69;
const schema91 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContext_409 = validate70;
const schema93 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContext_default = validate71;
const schema95 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContext_200 = validate72;
const schema97 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

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
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContext_400 = validate77;
const schema99 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContext_404 = validate78;
const schema101 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContext_409 = validate79;
const schema103 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContext_default = validate80;
const schema105 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactoryV2_200 = validate81;
const schema107 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferFactory/content/application~1json/schema"};

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
if(data.factoryId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "factoryId"},message:"must have required property '"+"factoryId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.transferKind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transferKind"},message:"must have required property '"+"transferKind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContext === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContext"},message:"must have required property '"+"choiceContext"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.factoryId !== undefined){
let data0 = data.factoryId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern7.test(data0)){
const err4 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err5 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.transferKind !== undefined){
let data1 = data.transferKind;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "self") || (data1 === "direct")) || (data1 === "offer"))){
const err7 = {instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/enum",keyword:"enum",params:{allowedValues: schema62.properties.transferKind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.choiceContext !== undefined){
if(!(validate43(data.choiceContext, {instancePath:instancePath+"/choiceContext",parentData:data,parentDataProperty:"choiceContext",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate82(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactoryV2_400 = validate85;
const schema110 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactoryV2_404 = validate86;
const schema112 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactoryV2_409 = validate87;
const schema114 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferFactoryV2_default = validate88;
const schema116 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContextV2_200 = validate89;
const schema118 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate90(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContextV2_400 = validate94;
const schema120 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContextV2_404 = validate95;
const schema122 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContextV2_409 = validate96;
const schema124 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionAcceptContextV2_default = validate97;
const schema126 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContextV2_200 = validate98;
const schema128 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

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
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate99(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContextV2_400 = validate103;
const schema130 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContextV2_404 = validate104;
const schema132 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContextV2_409 = validate105;
const schema134 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionRejectContextV2_default = validate106;
const schema136 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContextV2_200 = validate107;
const schema138 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContextV2_400 = validate112;
const schema140 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContextV2_404 = validate113;
const schema142 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContextV2_409 = validate114;
const schema144 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getTransferInstructionWithdrawContextV2_default = validate115;
const schema146 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactory_200 = validate116;
const schema148 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocation-instruction~1v1~1allocation-factory/post/responses/200/content/application~1json/schema"};
const schema149 = {"type":"object","required":["factoryId","choiceContext"],"properties":{"factoryId":{"$ref":"#/components/schemas/ContractId"},"choiceContext":{"$ref":"#/components/schemas/ChoiceContext"}}};

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
if(data.factoryId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "factoryId"},message:"must have required property '"+"factoryId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.choiceContext === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContext"},message:"must have required property '"+"choiceContext"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.factoryId !== undefined){
let data0 = data.factoryId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern7.test(data0)){
const err3 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.choiceContext !== undefined){
if(!(validate43(data.choiceContext, {instancePath:instancePath+"/choiceContext",parentData:data,parentDataProperty:"choiceContext",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate117(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactory_400 = validate120;
const schema151 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactory_404 = validate121;
const schema153 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactory_409 = validate122;
const schema155 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactory_default = validate123;
const schema157 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactoryV2_200 = validate124;
const schema159 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocation-instruction~1v2~1allocation-factory/post/responses/200/content/application~1json/schema"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.factoryId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "factoryId"},message:"must have required property '"+"factoryId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.choiceContext === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContext"},message:"must have required property '"+"choiceContext"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.factoryId !== undefined){
let data0 = data.factoryId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern7.test(data0)){
const err3 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.choiceContext !== undefined){
if(!(validate43(data.choiceContext, {instancePath:instancePath+"/choiceContext",parentData:data,parentDataProperty:"choiceContext",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactoryV2_400 = validate128;
const schema162 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactoryV2_404 = validate129;
const schema164 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactoryV2_409 = validate130;
const schema166 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate130.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}
validate130.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationFactoryV2_default = validate131;
const schema168 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionAcceptContextV2_200 = validate132;
const schema170 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionContext/content/application~1json/schema"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate133(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionAcceptContextV2_400 = validate137;
const schema172 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema"};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionAcceptContextV2_404 = validate138;
const schema174 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate138.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionAcceptContextV2_409 = validate139;
const schema176 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate139.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}
validate139.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionAcceptContextV2_default = validate140;
const schema178 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate140.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate140.errors = vErrors;
return errors === 0;
}
validate140.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionWithdrawContextV2_200 = validate141;
const schema180 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionContext/content/application~1json/schema"};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate142(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionWithdrawContextV2_400 = validate146;
const schema182 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema"};

function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionWithdrawContextV2_404 = validate147;
const schema184 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate147.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate147.errors = vErrors;
return errors === 0;
}
validate147.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionWithdrawContextV2_409 = validate148;
const schema186 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate148.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate148.errors = vErrors;
return errors === 0;
}
validate148.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationInstructionWithdrawContextV2_default = validate149;
const schema188 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate149.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate149.errors = vErrors;
return errors === 0;
}
validate149.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationTransferContext_200 = validate150;
const schema190 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocations~1v1~1{allocationId}~1choice-contexts~1execute-transfer/post/responses/200/content/application~1json/schema"};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate151.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate151(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationTransferContext_400 = validate155;
const schema192 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate155.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate155.errors = vErrors;
return errors === 0;
}
validate155.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationTransferContext_404 = validate156;
const schema194 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate156.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate156.errors = vErrors;
return errors === 0;
}
validate156.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationTransferContext_409 = validate157;
const schema196 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate157.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate157.errors = vErrors;
return errors === 0;
}
validate157.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationTransferContext_default = validate158;
const schema198 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate158.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate158.errors = vErrors;
return errors === 0;
}
validate158.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContext_200 = validate159;
const schema200 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate160.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate160.errors = vErrors;
return errors === 0;
}
validate160.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate159.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate160(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
validate159.errors = vErrors;
return errors === 0;
}
validate159.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContext_400 = validate164;
const schema202 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate164.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate164.errors = vErrors;
return errors === 0;
}
validate164.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContext_404 = validate165;
const schema204 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate165.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate165.errors = vErrors;
return errors === 0;
}
validate165.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContext_409 = validate166;
const schema206 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate166.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate166.errors = vErrors;
return errors === 0;
}
validate166.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContext_default = validate167;
const schema208 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate167.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate167.errors = vErrors;
return errors === 0;
}
validate167.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContext_200 = validate168;
const schema210 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate169.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate169.errors = vErrors;
return errors === 0;
}
validate169.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate168.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate169(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
validate168.errors = vErrors;
return errors === 0;
}
validate168.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContext_400 = validate173;
const schema212 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContext_404 = validate174;
const schema214 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate174.errors = vErrors;
return errors === 0;
}
validate174.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContext_409 = validate175;
const schema216 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContext_default = validate176;
const schema218 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getSettlementFactoryV2_200 = validate177;
const schema220 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocation~1v2~1settlement-factory/post/responses/200/content/application~1json/schema"};

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate178.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.factoryId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "factoryId"},message:"must have required property '"+"factoryId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.choiceContext === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContext"},message:"must have required property '"+"choiceContext"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.factoryId !== undefined){
let data0 = data.factoryId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern7.test(data0)){
const err3 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.choiceContext !== undefined){
if(!(validate43(data.choiceContext, {instancePath:instancePath+"/choiceContext",parentData:data,parentDataProperty:"choiceContext",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate178.errors = vErrors;
return errors === 0;
}
validate178.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate178(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

export const getSettlementFactoryV2_400 = validate181;
const schema223 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate181.errors = vErrors;
return errors === 0;
}
validate181.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getSettlementFactoryV2_404 = validate182;
const schema225 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate182.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate182.errors = vErrors;
return errors === 0;
}
validate182.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getSettlementFactoryV2_409 = validate183;
const schema227 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate183.errors = vErrors;
return errors === 0;
}
validate183.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getSettlementFactoryV2_default = validate184;
const schema229 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContextV2_200 = validate185;
const schema231 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate186.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate186.errors = vErrors;
return errors === 0;
}
validate186.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate186(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate186.errors : vErrors.concat(validate186.errors);
errors = vErrors.length;
}
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContextV2_400 = validate190;
const schema233 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate190.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate190.errors = vErrors;
return errors === 0;
}
validate190.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContextV2_404 = validate191;
const schema235 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate191.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate191.errors = vErrors;
return errors === 0;
}
validate191.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContextV2_409 = validate192;
const schema237 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate192.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate192.errors = vErrors;
return errors === 0;
}
validate192.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationWithdrawContextV2_default = validate193;
const schema239 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate193.errors = vErrors;
return errors === 0;
}
validate193.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContextV2_200 = validate194;
const schema241 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate195.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.choiceContextData === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choiceContextData"},message:"must have required property '"+"choiceContextData"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclosedContracts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclosedContracts"},message:"must have required property '"+"disclosedContracts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.choiceContextData !== undefined){
if(!(validate44(data.choiceContextData, {instancePath:instancePath+"/choiceContextData",parentData:data,parentDataProperty:"choiceContextData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate46(data1[i0], {instancePath:instancePath+"/disclosedContracts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate195.errors = vErrors;
return errors === 0;
}
validate195.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate195(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContextV2_400 = validate199;
const schema243 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate199.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate199.errors = vErrors;
return errors === 0;
}
validate199.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContextV2_404 = validate200;
const schema245 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate200.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate200.errors = vErrors;
return errors === 0;
}
validate200.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContextV2_409 = validate201;
const schema247 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate201.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate201.errors = vErrors;
return errors === 0;
}
validate201.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAllocationCancelContextV2_default = validate202;
const schema249 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate202(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate202.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
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
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate202.errors = vErrors;
return errors === 0;
}
validate202.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const validators = {
  getRegistryInfo: { "200": getRegistryInfo_200, "404": getRegistryInfo_404, "500": getRegistryInfo_500, "default": getRegistryInfo_default },
  listInstruments: { "200": listInstruments_200, "404": listInstruments_404, "500": listInstruments_500, "default": listInstruments_default },
  getInstrument: { "200": getInstrument_200, "404": getInstrument_404, "500": getInstrument_500, "default": getInstrument_default },
  getTransferFactory: { "200": getTransferFactory_200, "400": getTransferFactory_400, "404": getTransferFactory_404, "409": getTransferFactory_409, "default": getTransferFactory_default },
  getTransferInstructionAcceptContext: { "200": getTransferInstructionAcceptContext_200, "400": getTransferInstructionAcceptContext_400, "404": getTransferInstructionAcceptContext_404, "409": getTransferInstructionAcceptContext_409, "default": getTransferInstructionAcceptContext_default },
  getTransferInstructionRejectContext: { "200": getTransferInstructionRejectContext_200, "400": getTransferInstructionRejectContext_400, "404": getTransferInstructionRejectContext_404, "409": getTransferInstructionRejectContext_409, "default": getTransferInstructionRejectContext_default },
  getTransferInstructionWithdrawContext: { "200": getTransferInstructionWithdrawContext_200, "400": getTransferInstructionWithdrawContext_400, "404": getTransferInstructionWithdrawContext_404, "409": getTransferInstructionWithdrawContext_409, "default": getTransferInstructionWithdrawContext_default },
  getTransferFactoryV2: { "200": getTransferFactoryV2_200, "400": getTransferFactoryV2_400, "404": getTransferFactoryV2_404, "409": getTransferFactoryV2_409, "default": getTransferFactoryV2_default },
  getTransferInstructionAcceptContextV2: { "200": getTransferInstructionAcceptContextV2_200, "400": getTransferInstructionAcceptContextV2_400, "404": getTransferInstructionAcceptContextV2_404, "409": getTransferInstructionAcceptContextV2_409, "default": getTransferInstructionAcceptContextV2_default },
  getTransferInstructionRejectContextV2: { "200": getTransferInstructionRejectContextV2_200, "400": getTransferInstructionRejectContextV2_400, "404": getTransferInstructionRejectContextV2_404, "409": getTransferInstructionRejectContextV2_409, "default": getTransferInstructionRejectContextV2_default },
  getTransferInstructionWithdrawContextV2: { "200": getTransferInstructionWithdrawContextV2_200, "400": getTransferInstructionWithdrawContextV2_400, "404": getTransferInstructionWithdrawContextV2_404, "409": getTransferInstructionWithdrawContextV2_409, "default": getTransferInstructionWithdrawContextV2_default },
  getAllocationFactory: { "200": getAllocationFactory_200, "400": getAllocationFactory_400, "404": getAllocationFactory_404, "409": getAllocationFactory_409, "default": getAllocationFactory_default },
  getAllocationFactoryV2: { "200": getAllocationFactoryV2_200, "400": getAllocationFactoryV2_400, "404": getAllocationFactoryV2_404, "409": getAllocationFactoryV2_409, "default": getAllocationFactoryV2_default },
  getAllocationInstructionAcceptContextV2: { "200": getAllocationInstructionAcceptContextV2_200, "400": getAllocationInstructionAcceptContextV2_400, "404": getAllocationInstructionAcceptContextV2_404, "409": getAllocationInstructionAcceptContextV2_409, "default": getAllocationInstructionAcceptContextV2_default },
  getAllocationInstructionWithdrawContextV2: { "200": getAllocationInstructionWithdrawContextV2_200, "400": getAllocationInstructionWithdrawContextV2_400, "404": getAllocationInstructionWithdrawContextV2_404, "409": getAllocationInstructionWithdrawContextV2_409, "default": getAllocationInstructionWithdrawContextV2_default },
  getAllocationTransferContext: { "200": getAllocationTransferContext_200, "400": getAllocationTransferContext_400, "404": getAllocationTransferContext_404, "409": getAllocationTransferContext_409, "default": getAllocationTransferContext_default },
  getAllocationWithdrawContext: { "200": getAllocationWithdrawContext_200, "400": getAllocationWithdrawContext_400, "404": getAllocationWithdrawContext_404, "409": getAllocationWithdrawContext_409, "default": getAllocationWithdrawContext_default },
  getAllocationCancelContext: { "200": getAllocationCancelContext_200, "400": getAllocationCancelContext_400, "404": getAllocationCancelContext_404, "409": getAllocationCancelContext_409, "default": getAllocationCancelContext_default },
  getSettlementFactoryV2: { "200": getSettlementFactoryV2_200, "400": getSettlementFactoryV2_400, "404": getSettlementFactoryV2_404, "409": getSettlementFactoryV2_409, "default": getSettlementFactoryV2_default },
  getAllocationWithdrawContextV2: { "200": getAllocationWithdrawContextV2_200, "400": getAllocationWithdrawContextV2_400, "404": getAllocationWithdrawContextV2_404, "409": getAllocationWithdrawContextV2_409, "default": getAllocationWithdrawContextV2_default },
  getAllocationCancelContextV2: { "200": getAllocationCancelContextV2_200, "400": getAllocationCancelContextV2_400, "404": getAllocationCancelContextV2_404, "409": getAllocationCancelContextV2_409, "default": getAllocationCancelContextV2_default },
};

const quick = (() => {
const quick = {};
quick.getRegistryInfo_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1info/get/responses/200/content/application~1json/schema"};
const schema33 = {"type":"object","required":["adminId","supportedApis"],"properties":{"adminId":{"$ref":"#/components/schemas/PartyId"},"supportedApis":{"$ref":"#/components/schemas/SupportedApis"}}};
const schema34 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9:_ -]+$"};
const schema35 = {"type":"object","additionalProperties":{"type":"integer","format":"int32","minimum":0}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[A-Za-z0-9:_ -]+$", "");
const formats0 = formats.int32;

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
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.adminId === undefined) && (missing0 = "adminId")) || ((data.supportedApis === undefined) && (missing0 = "supportedApis"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.adminId !== undefined){
let data0 = data.adminId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate22.errors = [{instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate22.errors = [{instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate22.errors = [{instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/adminId",schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportedApis !== undefined){
let data1 = data.supportedApis;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
let data2 = data1[key0];
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate22.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate22.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data2))){
validate22.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/supportedApis",schemaPath:"#/components/schemas/SupportedApis/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"adminId":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};


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
validate20.evaluated = {"props":{"adminId":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};

quick.getRegistryInfo_404 = validate24;
const schema36 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};
const schema37 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"}}};

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
validate24.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate24.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getRegistryInfo_500 = validate25;
const schema38 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

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
validate25.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate25.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getRegistryInfo_default = validate26;
const schema40 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
validate26.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate26.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.listInstruments_200 = validate27;
const schema42 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments/get/responses/200/content/application~1json/schema"};
const schema43 = {"type":"object","required":["instruments"],"properties":{"instruments":{"type":"array","items":{"$ref":"#/components/schemas/Instrument"}},"nextPageToken":{"type":["string","null"]}}};
const schema44 = {"type":"object","required":["id","name","symbol","decimals","supportedApis"],"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"symbol":{"type":"string"},"totalSupply":{"type":["string","null"],"pattern":"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},"totalSupplyAsOf":{"type":["string","null"],"format":"date-time"},"decimals":{"type":"integer","format":"int32","minimum":0,"maximum":10,"default":10},"supportedApis":{"$ref":"#/components/schemas/SupportedApis"}}};
const pattern5 = new RegExp("^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$", "");
const formats2 = formats["date-time"];

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
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.symbol === undefined) && (missing0 = "symbol"))) || ((data.decimals === undefined) && (missing0 = "decimals"))) || ((data.supportedApis === undefined) && (missing0 = "supportedApis"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate29.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.symbol !== undefined){
const _errs5 = errors;
if(typeof data.symbol !== "string"){
validate29.errors = [{instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalSupply !== undefined){
let data3 = data.totalSupply;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate29.errors = [{instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/type",keyword:"type",params:{type: schema44.properties.totalSupply.type},message:"must be string,null"}];
return false;
}
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
validate29.errors = [{instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalSupplyAsOf !== undefined){
let data4 = data.totalSupplyAsOf;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate29.errors = [{instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/type",keyword:"type",params:{type: schema44.properties.totalSupplyAsOf.type},message:"must be string,null"}];
return false;
}
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats2(data4))){
validate29.errors = [{instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
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
if(data.decimals !== undefined){
let data5 = data.decimals;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate29.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10 || isNaN(data5)){
validate29.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate29.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data5))){
validate29.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportedApis !== undefined){
let data6 = data.supportedApis;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
let data7 = data6[key0];
const _errs17 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate29.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate29.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data7))){
validate29.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/supportedApis",schemaPath:"#/components/schemas/SupportedApis/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"id":true,"name":true,"symbol":true,"totalSupply":true,"totalSupplyAsOf":true,"decimals":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};


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
if((data.instruments === undefined) && (missing0 = "instruments")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.instruments !== undefined){
let data0 = data.instruments;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate29(data0[i0]))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/instruments",schemaPath:"#/properties/instruments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPageToken !== undefined){
let data2 = data.nextPageToken;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate28.errors = [{instancePath:instancePath+"/nextPageToken",schemaPath:"#/properties/nextPageToken/type",keyword:"type",params:{type: schema43.properties.nextPageToken.type},message:"must be string,null"}];
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"instruments":true,"nextPageToken":true},"dynamicProps":false,"dynamicItems":false};


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
validate27.evaluated = {"props":{"instruments":true,"nextPageToken":true},"dynamicProps":false,"dynamicItems":false};

quick.listInstruments_404 = validate32;
const schema46 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate32.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate32.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.listInstruments_500 = validate33;
const schema48 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate33.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate33.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.listInstruments_default = validate34;
const schema50 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate34.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate34.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getInstrument_200 = validate35;
const schema52 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/200/content/application~1json/schema"};

function validate36(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.symbol === undefined) && (missing0 = "symbol"))) || ((data.decimals === undefined) && (missing0 = "decimals"))) || ((data.supportedApis === undefined) && (missing0 = "supportedApis"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate36.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.symbol !== undefined){
const _errs5 = errors;
if(typeof data.symbol !== "string"){
validate36.errors = [{instancePath:instancePath+"/symbol",schemaPath:"#/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalSupply !== undefined){
let data3 = data.totalSupply;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate36.errors = [{instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/type",keyword:"type",params:{type: schema44.properties.totalSupply.type},message:"must be string,null"}];
return false;
}
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
validate36.errors = [{instancePath:instancePath+"/totalSupply",schemaPath:"#/properties/totalSupply/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalSupplyAsOf !== undefined){
let data4 = data.totalSupplyAsOf;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate36.errors = [{instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/type",keyword:"type",params:{type: schema44.properties.totalSupplyAsOf.type},message:"must be string,null"}];
return false;
}
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats2(data4))){
validate36.errors = [{instancePath:instancePath+"/totalSupplyAsOf",schemaPath:"#/properties/totalSupplyAsOf/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
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
if(data.decimals !== undefined){
let data5 = data.decimals;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate36.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10 || isNaN(data5)){
validate36.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate36.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data5))){
validate36.errors = [{instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportedApis !== undefined){
let data6 = data.supportedApis;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
let data7 = data6[key0];
const _errs17 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate36.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate36.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data7))){
validate36.errors = [{instancePath:instancePath+"/supportedApis/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/SupportedApis/additionalProperties/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/supportedApis",schemaPath:"#/components/schemas/SupportedApis/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"id":true,"name":true,"symbol":true,"totalSupply":true,"totalSupplyAsOf":true,"decimals":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate36(data))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"id":true,"name":true,"symbol":true,"totalSupply":true,"totalSupplyAsOf":true,"decimals":true,"supportedApis":true},"dynamicProps":false,"dynamicItems":false};

quick.getInstrument_404 = validate38;
const schema55 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema"};

function validate38(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
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
validate38.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate38.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1metadata~1v1~1instruments~1{instrumentId}/get/responses/404/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getInstrument_500 = validate39;
const schema57 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate39(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
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
validate39.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate39.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getInstrument_default = validate40;
const schema59 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate40(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
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
validate40.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate40.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactory_200 = validate41;
const schema61 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferFactory/content/application~1json/schema"};
const schema62 = {"type":"object","required":["factoryId","transferKind","choiceContext"],"properties":{"factoryId":{"$ref":"#/components/schemas/ContractId"},"transferKind":{"type":"string","enum":["self","direct","offer"]},"choiceContext":{"$ref":"#/components/schemas/ChoiceContext"}}};
const schema63 = {"type":"string","minLength":1,"pattern":"^[0-9a-f]+$"};
const pattern7 = new RegExp("^[0-9a-f]+$", "");
const schema64 = {"type":"object","required":["choiceContextData","disclosedContracts"],"properties":{"choiceContextData":{"$ref":"#/components/schemas/ChoiceContextData"},"disclosedContracts":{"type":"array","items":{"$ref":"#/components/schemas/DisclosedContract"}}}};
const schema65 = {"type":"object","required":["values"],"properties":{"values":{"type":"object","additionalProperties":{"$ref":"#/components/schemas/AnyValue"}}}};
const schema66 = {"type":"object","required":["tag","value"],"properties":{"tag":{"type":"string","enum":["AV_Text","AV_Int","AV_Decimal","AV_Bool","AV_Date","AV_Time","AV_RelTime","AV_Party","AV_ContractId","AV_List","AV_Map"]},"value":{}}};

function validate44(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.values === undefined) && (missing0 = "values")){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.values !== undefined){
let data0 = data.values;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.tag === undefined) && (missing1 = "tag")) || ((data1.value === undefined) && (missing1 = "value"))){
validate44.errors = [{instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/AnyValue/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.tag !== undefined){
let data2 = data1.tag;
if(typeof data2 !== "string"){
validate44.errors = [{instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tag",schemaPath:"#/components/schemas/AnyValue/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((data2 === "AV_Text") || (data2 === "AV_Int")) || (data2 === "AV_Decimal")) || (data2 === "AV_Bool")) || (data2 === "AV_Date")) || (data2 === "AV_Time")) || (data2 === "AV_RelTime")) || (data2 === "AV_Party")) || (data2 === "AV_ContractId")) || (data2 === "AV_List")) || (data2 === "AV_Map"))){
validate44.errors = [{instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tag",schemaPath:"#/components/schemas/AnyValue/properties/tag/enum",keyword:"enum",params:{allowedValues: schema66.properties.tag.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/values/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/components/schemas/AnyValue/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"values":true},"dynamicProps":false,"dynamicItems":false};

const schema67 = {"type":"object","required":["templateId","contractId","createdEventBlob","synchronizerId"],"properties":{"templateId":{"type":"string","pattern":"^[^:]+:[^:]+:[^:]+$"},"contractId":{"$ref":"#/components/schemas/ContractId"},"createdEventBlob":{"type":"string","contentEncoding":"base64","minLength":1},"synchronizerId":{"type":"string","minLength":1},"debugPackageName":{"type":["string","null"]},"debugPayload":{"type":["object","null"]},"debugCreatedAt":{"type":["string","null"],"format":"date-time"}}};
const pattern8 = new RegExp("^[^:]+:[^:]+:[^:]+$", "u");

function validate46(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.templateId === undefined) && (missing0 = "templateId")) || ((data.contractId === undefined) && (missing0 = "contractId"))) || ((data.createdEventBlob === undefined) && (missing0 = "createdEventBlob"))) || ((data.synchronizerId === undefined) && (missing0 = "synchronizerId"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.templateId !== undefined){
let data0 = data.templateId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
validate46.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[^:]+:[^:]+:[^:]+$"},message:"must match pattern \""+"^[^:]+:[^:]+:[^:]+$"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
if((data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1))){
validate46.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern7.test(data1)){
validate46.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""}];
return false;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/contractId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdEventBlob !== undefined){
let data2 = data.createdEventBlob;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
validate46.errors = [{instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/createdEventBlob",schemaPath:"#/properties/createdEventBlob/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synchronizerId !== undefined){
let data3 = data.synchronizerId;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if((data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1))){
validate46.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/synchronizerId",schemaPath:"#/properties/synchronizerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debugPackageName !== undefined){
let data4 = data.debugPackageName;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate46.errors = [{instancePath:instancePath+"/debugPackageName",schemaPath:"#/properties/debugPackageName/type",keyword:"type",params:{type: schema67.properties.debugPackageName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debugPayload !== undefined){
let data5 = data.debugPayload;
const _errs12 = errors;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
validate46.errors = [{instancePath:instancePath+"/debugPayload",schemaPath:"#/properties/debugPayload/type",keyword:"type",params:{type: schema67.properties.debugPayload.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debugCreatedAt !== undefined){
let data6 = data.debugCreatedAt;
const _errs14 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate46.errors = [{instancePath:instancePath+"/debugCreatedAt",schemaPath:"#/properties/debugCreatedAt/type",keyword:"type",params:{type: schema67.properties.debugCreatedAt.type},message:"must be string,null"}];
return false;
}
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats2(data6))){
validate46.errors = [{instancePath:instancePath+"/debugCreatedAt",schemaPath:"#/properties/debugCreatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
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
}
}
}
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"templateId":true,"contractId":true,"createdEventBlob":true,"synchronizerId":true,"debugPackageName":true,"debugPayload":true,"debugCreatedAt":true},"dynamicProps":false,"dynamicItems":false};


function validate43(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if((((data.factoryId === undefined) && (missing0 = "factoryId")) || ((data.transferKind === undefined) && (missing0 = "transferKind"))) || ((data.choiceContext === undefined) && (missing0 = "choiceContext"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.factoryId !== undefined){
let data0 = data.factoryId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate42.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern7.test(data0)){
validate42.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transferKind !== undefined){
let data1 = data.transferKind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate42.errors = [{instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "self") || (data1 === "direct")) || (data1 === "offer"))){
validate42.errors = [{instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/enum",keyword:"enum",params:{allowedValues: schema62.properties.transferKind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choiceContext !== undefined){
const _errs6 = errors;
if(!(validate43(data.choiceContext))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate42(data))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactory_400 = validate50;
const schema69 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate50.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate50.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactory_404 = validate51;
const schema71 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate51(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
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
validate51.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate51.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactory_409 = validate52;
const schema73 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate52.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate52.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactory_default = validate53;
const schema75 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate53(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
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
validate53.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate53.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContext_200 = validate54;
const schema77 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate55(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate55(data))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContext_400 = validate59;
const schema79 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate59(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
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
validate59.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate59.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContext_404 = validate60;
const schema81 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate60(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
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
validate60.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate60.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContext_409 = validate61;
const schema83 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate61.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate61.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContext_default = validate62;
const schema85 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate62.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate62.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContext_200 = validate63;
const schema87 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate64(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate64(data))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContext_400 = validate68;
const schema89 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate68(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
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
validate68.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate68.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContext_404 = validate69;
const schema91 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate69(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
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
validate69.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate69.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContext_409 = validate70;
const schema93 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate70(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
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
validate70.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate70.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate70.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContext_default = validate71;
const schema95 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate71(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
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
validate71.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate71.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContext_200 = validate72;
const schema97 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate72(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate73(data))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContext_400 = validate77;
const schema99 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate77.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate77.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate77.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContext_404 = validate78;
const schema101 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate78(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
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
validate78.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate78.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContext_409 = validate79;
const schema103 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate79(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
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
validate79.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate79.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate79.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContext_default = validate80;
const schema105 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if((data.error === undefined) && (missing0 = "error")){
validate80.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate80.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactoryV2_200 = validate81;
const schema107 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferFactory/content/application~1json/schema"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.factoryId === undefined) && (missing0 = "factoryId")) || ((data.transferKind === undefined) && (missing0 = "transferKind"))) || ((data.choiceContext === undefined) && (missing0 = "choiceContext"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.factoryId !== undefined){
let data0 = data.factoryId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate82.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern7.test(data0)){
validate82.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""}];
return false;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transferKind !== undefined){
let data1 = data.transferKind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate82.errors = [{instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "self") || (data1 === "direct")) || (data1 === "offer"))){
validate82.errors = [{instancePath:instancePath+"/transferKind",schemaPath:"#/properties/transferKind/enum",keyword:"enum",params:{allowedValues: schema62.properties.transferKind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choiceContext !== undefined){
const _errs6 = errors;
if(!(validate43(data.choiceContext))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate82(data))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"factoryId":true,"transferKind":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactoryV2_400 = validate85;
const schema110 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate85.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate85.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactoryV2_404 = validate86;
const schema112 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate86.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate86.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactoryV2_409 = validate87;
const schema114 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate87(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
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
validate87.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate87.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferFactoryV2_default = validate88;
const schema116 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate88.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate88.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContextV2_200 = validate89;
const schema118 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate90(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate90(data))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContextV2_400 = validate94;
const schema120 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate94.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate94.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate94.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContextV2_404 = validate95;
const schema122 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate95.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate95.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContextV2_409 = validate96;
const schema124 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate96(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
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
validate96.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate96.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate96.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionAcceptContextV2_default = validate97;
const schema126 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate97(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
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
validate97.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate97.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate97.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContextV2_200 = validate98;
const schema128 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate99.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate99(data))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContextV2_400 = validate103;
const schema130 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate103.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate103.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate103.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContextV2_404 = validate104;
const schema132 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate104(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
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
validate104.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate104.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate104.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContextV2_409 = validate105;
const schema134 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate105(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
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
validate105.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate105.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate105.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionRejectContextV2_default = validate106;
const schema136 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if((data.error === undefined) && (missing0 = "error")){
validate106.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate106.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate106.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContextV2_200 = validate107;
const schema138 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate108.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate108(data))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContextV2_400 = validate112;
const schema140 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if((data.error === undefined) && (missing0 = "error")){
validate112.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate112.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContextV2_404 = validate113;
const schema142 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate113.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate113.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate113.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContextV2_409 = validate114;
const schema144 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate114.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate114.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getTransferInstructionWithdrawContextV2_default = validate115;
const schema146 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate115(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
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
validate115.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate115.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate115.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactory_200 = validate116;
const schema148 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocation-instruction~1v1~1allocation-factory/post/responses/200/content/application~1json/schema"};
const schema149 = {"type":"object","required":["factoryId","choiceContext"],"properties":{"factoryId":{"$ref":"#/components/schemas/ContractId"},"choiceContext":{"$ref":"#/components/schemas/ChoiceContext"}}};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.factoryId === undefined) && (missing0 = "factoryId")) || ((data.choiceContext === undefined) && (missing0 = "choiceContext"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.factoryId !== undefined){
let data0 = data.factoryId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate117.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern7.test(data0)){
validate117.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""}];
return false;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choiceContext !== undefined){
const _errs4 = errors;
if(!(validate43(data.choiceContext))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate117(data))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactory_400 = validate120;
const schema151 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate120.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate120.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate120.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactory_404 = validate121;
const schema153 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate121(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
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
validate121.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate121.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate121.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactory_409 = validate122;
const schema155 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate122(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
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
validate122.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate122.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate122.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactory_default = validate123;
const schema157 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

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
if((data.error === undefined) && (missing0 = "error")){
validate123.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate123.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate123.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactoryV2_200 = validate124;
const schema159 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocation-instruction~1v2~1allocation-factory/post/responses/200/content/application~1json/schema"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.factoryId === undefined) && (missing0 = "factoryId")) || ((data.choiceContext === undefined) && (missing0 = "choiceContext"))){
validate125.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.factoryId !== undefined){
let data0 = data.factoryId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate125.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern7.test(data0)){
validate125.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""}];
return false;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choiceContext !== undefined){
const _errs4 = errors;
if(!(validate43(data.choiceContext))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate125.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate125(data))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactoryV2_400 = validate128;
const schema162 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

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
if((data.error === undefined) && (missing0 = "error")){
validate128.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate128.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate128.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactoryV2_404 = validate129;
const schema164 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

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
if((data.error === undefined) && (missing0 = "error")){
validate129.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate129.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate129.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactoryV2_409 = validate130;
const schema166 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate130(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate130.evaluated;
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
validate130.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate130.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate130.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate130.errors = vErrors;
return errors === 0;
}
validate130.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationFactoryV2_default = validate131;
const schema168 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate131(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
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
validate131.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate131.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate131.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionAcceptContextV2_200 = validate132;
const schema170 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionContext/content/application~1json/schema"};

function validate133(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate133.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate133.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate132(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate133(data))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionAcceptContextV2_400 = validate137;
const schema172 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema"};

function validate137(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
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
validate137.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate137.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate137.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionAcceptContextV2_404 = validate138;
const schema174 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate138(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate138.evaluated;
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
validate138.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate138.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate138.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionAcceptContextV2_409 = validate139;
const schema176 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate139(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate139.evaluated;
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
validate139.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate139.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate139.errors = vErrors;
return errors === 0;
}
validate139.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionAcceptContextV2_default = validate140;
const schema178 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate140(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate140.evaluated;
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
validate140.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate140.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate140.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate140.errors = vErrors;
return errors === 0;
}
validate140.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionWithdrawContextV2_200 = validate141;
const schema180 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionContext/content/application~1json/schema"};

function validate142(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate142.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate142.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate141(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate142(data))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionWithdrawContextV2_400 = validate146;
const schema182 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema"};

function validate146(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
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
validate146.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate146.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate146.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/AllocationInstructionBadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionWithdrawContextV2_404 = validate147;
const schema184 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate147(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate147.evaluated;
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
validate147.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate147.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate147.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate147.errors = vErrors;
return errors === 0;
}
validate147.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionWithdrawContextV2_409 = validate148;
const schema186 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate148(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate148.evaluated;
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
validate148.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate148.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate148.errors = vErrors;
return errors === 0;
}
validate148.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationInstructionWithdrawContextV2_default = validate149;
const schema188 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate149(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate149.evaluated;
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
validate149.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate149.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate149.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate149.errors = vErrors;
return errors === 0;
}
validate149.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationTransferContext_200 = validate150;
const schema190 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocations~1v1~1{allocationId}~1choice-contexts~1execute-transfer/post/responses/200/content/application~1json/schema"};

function validate151(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate151.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate151.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate151.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate150(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate151(data))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationTransferContext_400 = validate155;
const schema192 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate155(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate155.evaluated;
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
validate155.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate155.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate155.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate155.errors = vErrors;
return errors === 0;
}
validate155.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationTransferContext_404 = validate156;
const schema194 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate156(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate156.evaluated;
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
validate156.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate156.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate156.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate156.errors = vErrors;
return errors === 0;
}
validate156.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationTransferContext_409 = validate157;
const schema196 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate157(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate157.evaluated;
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
validate157.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate157.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate157.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}
validate157.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationTransferContext_default = validate158;
const schema198 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate158(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate158.evaluated;
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
validate158.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate158.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate158.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate158.errors = vErrors;
return errors === 0;
}
validate158.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContext_200 = validate159;
const schema200 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate160(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate160.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate160.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate160.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate160.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate160.errors = vErrors;
return errors === 0;
}
validate160.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate159(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate159.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate160(data))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
validate159.errors = vErrors;
return errors === 0;
}
validate159.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContext_400 = validate164;
const schema202 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate164(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate164.evaluated;
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
validate164.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate164.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate164.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate164.errors = vErrors;
return errors === 0;
}
validate164.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContext_404 = validate165;
const schema204 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate165(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate165.evaluated;
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
validate165.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate165.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate165.errors = vErrors;
return errors === 0;
}
validate165.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContext_409 = validate166;
const schema206 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate166(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate166.evaluated;
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
validate166.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate166.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate166.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate166.errors = vErrors;
return errors === 0;
}
validate166.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContext_default = validate167;
const schema208 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate167(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate167.evaluated;
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
validate167.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate167.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate167.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate167.errors = vErrors;
return errors === 0;
}
validate167.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContext_200 = validate168;
const schema210 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate169(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate169.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate169.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate169.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate169.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}
validate169.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate168(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate168.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate169(data))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
validate168.errors = vErrors;
return errors === 0;
}
validate168.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContext_400 = validate173;
const schema212 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate173(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
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
validate173.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate173.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate173.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContext_404 = validate174;
const schema214 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate174(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
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
validate174.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate174.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate174.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate174.errors = vErrors;
return errors === 0;
}
validate174.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContext_409 = validate175;
const schema216 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate175(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
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
validate175.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate175.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate175.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContext_default = validate176;
const schema218 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate176(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
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
validate176.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate176.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate176.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getSettlementFactoryV2_200 = validate177;
const schema220 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/paths/~1registry~1allocation~1v2~1settlement-factory/post/responses/200/content/application~1json/schema"};

function validate178(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate178.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.factoryId === undefined) && (missing0 = "factoryId")) || ((data.choiceContext === undefined) && (missing0 = "choiceContext"))){
validate178.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.factoryId !== undefined){
let data0 = data.factoryId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate178.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern7.test(data0)){
validate178.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""}];
return false;
}
}
}
else {
validate178.errors = [{instancePath:instancePath+"/factoryId",schemaPath:"#/components/schemas/ContractId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choiceContext !== undefined){
const _errs4 = errors;
if(!(validate43(data.choiceContext))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
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
validate178.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate178.errors = vErrors;
return errors === 0;
}
validate178.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};


function validate177(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate178(data))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":{"factoryId":true,"choiceContext":true},"dynamicProps":false,"dynamicItems":false};

quick.getSettlementFactoryV2_400 = validate181;
const schema223 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate181(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
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
validate181.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate181.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate181.errors = vErrors;
return errors === 0;
}
validate181.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getSettlementFactoryV2_404 = validate182;
const schema225 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate182(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate182.evaluated;
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
validate182.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate182.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate182.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate182.errors = vErrors;
return errors === 0;
}
validate182.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getSettlementFactoryV2_409 = validate183;
const schema227 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate183(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
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
validate183.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate183.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate183.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate183.errors = vErrors;
return errors === 0;
}
validate183.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getSettlementFactoryV2_default = validate184;
const schema229 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate184(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
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
validate184.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate184.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate184.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContextV2_200 = validate185;
const schema231 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate186(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate186.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate186.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate186.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate186.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate186.errors = vErrors;
return errors === 0;
}
validate186.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate185(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate186(data))){
vErrors = vErrors === null ? validate186.errors : vErrors.concat(validate186.errors);
errors = vErrors.length;
}
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContextV2_400 = validate190;
const schema233 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate190(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate190.evaluated;
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
validate190.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate190.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate190.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate190.errors = vErrors;
return errors === 0;
}
validate190.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContextV2_404 = validate191;
const schema235 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate191(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate191.evaluated;
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
validate191.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate191.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate191.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate191.errors = vErrors;
return errors === 0;
}
validate191.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContextV2_409 = validate192;
const schema237 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate192(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate192.evaluated;
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
validate192.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate192.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate192.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate192.errors = vErrors;
return errors === 0;
}
validate192.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationWithdrawContextV2_default = validate193;
const schema239 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate193(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
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
validate193.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate193.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate193.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}
validate193.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContextV2_200 = validate194;
const schema241 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/TransferInstructionContext/content/application~1json/schema"};

function validate195(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate195.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.choiceContextData === undefined) && (missing0 = "choiceContextData")) || ((data.disclosedContracts === undefined) && (missing0 = "disclosedContracts"))){
validate195.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.choiceContextData !== undefined){
const _errs1 = errors;
if(!(validate44(data.choiceContextData))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disclosedContracts !== undefined){
let data1 = data.disclosedContracts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate46(data1[i0]))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate195.errors = [{instancePath:instancePath+"/disclosedContracts",schemaPath:"#/properties/disclosedContracts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate195.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate195.errors = vErrors;
return errors === 0;
}
validate195.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};


function validate194(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate195(data))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"props":{"choiceContextData":true,"disclosedContracts":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContextV2_400 = validate199;
const schema243 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate199(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate199.evaluated;
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
validate199.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate199.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate199.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate199.errors = vErrors;
return errors === 0;
}
validate199.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContextV2_404 = validate200;
const schema245 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema"};

function validate200(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate200.evaluated;
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
validate200.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate200.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate200.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/NotFound/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate200.errors = vErrors;
return errors === 0;
}
validate200.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContextV2_409 = validate201;
const schema247 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema"};

function validate201(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate201.evaluated;
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
validate201.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate201.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate201.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Conflict/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate201.errors = vErrors;
return errors === 0;
}
validate201.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAllocationCancelContextV2_default = validate202;
const schema249 = {"$ref":"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate202(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate202.evaluated;
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
validate202.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate202.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate202.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/registry/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate202.errors = vErrors;
return errors === 0;
}
validate202.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

return quick;
})();
export const quickValidators = {
  getRegistryInfo: { "200": quick.getRegistryInfo_200, "404": quick.getRegistryInfo_404, "500": quick.getRegistryInfo_500, "default": quick.getRegistryInfo_default },
  listInstruments: { "200": quick.listInstruments_200, "404": quick.listInstruments_404, "500": quick.listInstruments_500, "default": quick.listInstruments_default },
  getInstrument: { "200": quick.getInstrument_200, "404": quick.getInstrument_404, "500": quick.getInstrument_500, "default": quick.getInstrument_default },
  getTransferFactory: { "200": quick.getTransferFactory_200, "400": quick.getTransferFactory_400, "404": quick.getTransferFactory_404, "409": quick.getTransferFactory_409, "default": quick.getTransferFactory_default },
  getTransferInstructionAcceptContext: { "200": quick.getTransferInstructionAcceptContext_200, "400": quick.getTransferInstructionAcceptContext_400, "404": quick.getTransferInstructionAcceptContext_404, "409": quick.getTransferInstructionAcceptContext_409, "default": quick.getTransferInstructionAcceptContext_default },
  getTransferInstructionRejectContext: { "200": quick.getTransferInstructionRejectContext_200, "400": quick.getTransferInstructionRejectContext_400, "404": quick.getTransferInstructionRejectContext_404, "409": quick.getTransferInstructionRejectContext_409, "default": quick.getTransferInstructionRejectContext_default },
  getTransferInstructionWithdrawContext: { "200": quick.getTransferInstructionWithdrawContext_200, "400": quick.getTransferInstructionWithdrawContext_400, "404": quick.getTransferInstructionWithdrawContext_404, "409": quick.getTransferInstructionWithdrawContext_409, "default": quick.getTransferInstructionWithdrawContext_default },
  getTransferFactoryV2: { "200": quick.getTransferFactoryV2_200, "400": quick.getTransferFactoryV2_400, "404": quick.getTransferFactoryV2_404, "409": quick.getTransferFactoryV2_409, "default": quick.getTransferFactoryV2_default },
  getTransferInstructionAcceptContextV2: { "200": quick.getTransferInstructionAcceptContextV2_200, "400": quick.getTransferInstructionAcceptContextV2_400, "404": quick.getTransferInstructionAcceptContextV2_404, "409": quick.getTransferInstructionAcceptContextV2_409, "default": quick.getTransferInstructionAcceptContextV2_default },
  getTransferInstructionRejectContextV2: { "200": quick.getTransferInstructionRejectContextV2_200, "400": quick.getTransferInstructionRejectContextV2_400, "404": quick.getTransferInstructionRejectContextV2_404, "409": quick.getTransferInstructionRejectContextV2_409, "default": quick.getTransferInstructionRejectContextV2_default },
  getTransferInstructionWithdrawContextV2: { "200": quick.getTransferInstructionWithdrawContextV2_200, "400": quick.getTransferInstructionWithdrawContextV2_400, "404": quick.getTransferInstructionWithdrawContextV2_404, "409": quick.getTransferInstructionWithdrawContextV2_409, "default": quick.getTransferInstructionWithdrawContextV2_default },
  getAllocationFactory: { "200": quick.getAllocationFactory_200, "400": quick.getAllocationFactory_400, "404": quick.getAllocationFactory_404, "409": quick.getAllocationFactory_409, "default": quick.getAllocationFactory_default },
  getAllocationFactoryV2: { "200": quick.getAllocationFactoryV2_200, "400": quick.getAllocationFactoryV2_400, "404": quick.getAllocationFactoryV2_404, "409": quick.getAllocationFactoryV2_409, "default": quick.getAllocationFactoryV2_default },
  getAllocationInstructionAcceptContextV2: { "200": quick.getAllocationInstructionAcceptContextV2_200, "400": quick.getAllocationInstructionAcceptContextV2_400, "404": quick.getAllocationInstructionAcceptContextV2_404, "409": quick.getAllocationInstructionAcceptContextV2_409, "default": quick.getAllocationInstructionAcceptContextV2_default },
  getAllocationInstructionWithdrawContextV2: { "200": quick.getAllocationInstructionWithdrawContextV2_200, "400": quick.getAllocationInstructionWithdrawContextV2_400, "404": quick.getAllocationInstructionWithdrawContextV2_404, "409": quick.getAllocationInstructionWithdrawContextV2_409, "default": quick.getAllocationInstructionWithdrawContextV2_default },
  getAllocationTransferContext: { "200": quick.getAllocationTransferContext_200, "400": quick.getAllocationTransferContext_400, "404": quick.getAllocationTransferContext_404, "409": quick.getAllocationTransferContext_409, "default": quick.getAllocationTransferContext_default },
  getAllocationWithdrawContext: { "200": quick.getAllocationWithdrawContext_200, "400": quick.getAllocationWithdrawContext_400, "404": quick.getAllocationWithdrawContext_404, "409": quick.getAllocationWithdrawContext_409, "default": quick.getAllocationWithdrawContext_default },
  getAllocationCancelContext: { "200": quick.getAllocationCancelContext_200, "400": quick.getAllocationCancelContext_400, "404": quick.getAllocationCancelContext_404, "409": quick.getAllocationCancelContext_409, "default": quick.getAllocationCancelContext_default },
  getSettlementFactoryV2: { "200": quick.getSettlementFactoryV2_200, "400": quick.getSettlementFactoryV2_400, "404": quick.getSettlementFactoryV2_404, "409": quick.getSettlementFactoryV2_409, "default": quick.getSettlementFactoryV2_default },
  getAllocationWithdrawContextV2: { "200": quick.getAllocationWithdrawContextV2_200, "400": quick.getAllocationWithdrawContextV2_400, "404": quick.getAllocationWithdrawContextV2_404, "409": quick.getAllocationWithdrawContextV2_409, "default": quick.getAllocationWithdrawContextV2_default },
  getAllocationCancelContextV2: { "200": quick.getAllocationCancelContextV2_200, "400": quick.getAllocationCancelContextV2_400, "404": quick.getAllocationCancelContextV2_404, "409": quick.getAllocationCancelContextV2_409, "default": quick.getAllocationCancelContextV2_default },
};
