// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IPair {
    function initialize(address token0, address token1) external;
}

contract Pair {
    address public immutable factory;
    address public token0;
    address public token1;

    constructor() {
        factory = msg.sender;
    }

    function initialize(address a, address b) external {
        require(msg.sender == factory, "FORBIDDEN");
        token0 = a;
        token1 = b;
    }
}

// Uniswap V2's factory: the pair it calls was created in the same call from the unit's own code, which cannot
// call back. Low at most.
contract Factory {
    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        require(tokenA != tokenB, "IDENTICAL_ADDRESSES");
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(getPair[token0][token1] == address(0), "PAIR_EXISTS");
        bytes memory bytecode = type(Pair).creationCode;
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        assembly {
            pair := create2(0, add(bytecode, 32), mload(bytecode), salt)
        }
        IPair(pair).initialize(token0, token1);
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
    }

    function createPairWithNew(address token0, address token1) external returns (address) {
        require(getPair[token0][token1] == address(0), "PAIR_EXISTS");
        Pair p = new Pair();
        p.initialize(token0, token1);
        getPair[token0][token1] = address(p);
        return address(p);
    }

    // Code the caller hands in is any code: it can call back before the pair is recorded.
    function createFromCode(address token0, address token1, bytes memory code) external returns (address pair) {
        require(getPair[token0][token1] == address(0), "PAIR_EXISTS");
        assembly {
            pair := create(0, add(code, 32), mload(code))
        }
        IPair(pair).initialize(token0, token1); // want "reentrancy-no-eth: Factory.createFromCode\\(\\) calls IPair\\(pair\\) before it writes getPair"
        getPair[token0][token1] = pair;
    }
}
