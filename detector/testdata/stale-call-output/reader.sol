pragma solidity ^0.8.20;

contract Reader {
    mapping(address => address) public feedOf;

    function setFeed(address asset, address feed) external {
        feedOf[asset] = feed;
    }

    function answer(address feed) public view returns (uint256 a) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x50d25bcd00000000000000000000000000000000000000000000000000000000)
            let ok := staticcall(gas(), feed, ptr, 4, ptr, 32)
            if iszero(ok) { revert(0, 0) }
            a := mload(ptr) // want "Reader.answer\\(\\) reads the answer of an assembly staticcall at ptr, where the call's input was written, without checking returndatasize\\(\\)"
        }
    }

    function balance(address token, address who) public returns (uint256 b) {
        assembly {
            mstore(0x00, 0x70a08231)
            mstore(0x20, who)
            let ok := call(gas(), token, 0, 0x1c, 0x24, 0x1c, 0x20)
            if iszero(ok) { revert(0, 0) }
            b := mload(0x1c) // want "Reader.balance\\(\\) reads the answer of an assembly call at 0x1c"
        }
    }

    // The size of the answer is checked.
    function answerSized(address feed) public view returns (uint256 a) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x50d25bcd00000000000000000000000000000000000000000000000000000000)
            let ok := staticcall(gas(), feed, ptr, 4, ptr, 32)
            if or(iszero(ok), lt(returndatasize(), 32)) { revert(0, 0) }
            a := mload(ptr)
        }
    }

    // The target's code is checked.
    function answerCode(address feed) public view returns (uint256 a) {
        assembly {
            if iszero(extcodesize(feed)) { revert(0, 0) }
            let ptr := mload(0x40)
            mstore(ptr, 0x50d25bcd00000000000000000000000000000000000000000000000000000000)
            let ok := staticcall(gas(), feed, ptr, 4, ptr, 32)
            if iszero(ok) { revert(0, 0) }
            a := mload(ptr)
        }
    }

    // The output goes elsewhere than the input: a word left as zero, not the selector.
    function answerApart(address feed) public view returns (uint256 a) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x50d25bcd00000000000000000000000000000000000000000000000000000000)
            mstore(add(ptr, 0x20), 0)
            let ok := staticcall(gas(), feed, ptr, 4, add(ptr, 0x20), 32)
            if iszero(ok) { revert(0, 0) }
            a := mload(add(ptr, 0x20))
        }
    }

    // High-level calls check the target's code themselves.
    function answerHigh(address feed) public view returns (uint256) {
        return IFeed(feed).latestAnswer();
    }
}

interface IFeed {
    function latestAnswer() external view returns (uint256);
}
