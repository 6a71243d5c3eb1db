pragma solidity ^0.4.25;

contract DosNumber {
    uint numElements = 0;
    uint[] array;

    function insertNnumbers(uint value, uint numbers) public {
        for (uint i = 0; i < numbers; i++) {
            if (numElements == array.length) {
                array.length += 1;
            }
            array[numElements++] = value;
        }
    }

    function clearDOS() public {
        require(numElements > 1500);
        array = new uint[](0);
        numElements = 0;
    }

    function total() public returns (uint s) {
        for (uint i = 0; i < array.length; i++) { // want "loops up to array.length, which any caller can grow through DosNumber.insertNnumbers"
            s += array[i];
        }
    }
}
