// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.0;

interface IWormhole {
    struct VM {
        uint8 version;
        uint32 timestamp;
        uint32 nonce;
        uint16 emitterChainId;
        bytes32 emitterAddress;
        uint64 sequence;
        uint8 consistencyLevel;
        bytes payload;
        uint32 guardianSetIndex;
        bytes32 hash;
    }

    function parseAndVerifyVM(bytes calldata encodedVM) external view returns (VM memory vm, bool valid, string memory reason);
}

interface IMintable {
    function mint(address to, uint256 amount) external;
}

contract WormholeTokenReceiver {
    IWormhole public immutable wormhole;
    IMintable public immutable token;
    address public owner;
    mapping(uint16 => bytes32) public registeredEmitters;
    mapping(bytes32 => bool) public consumed;

    event Redeemed(bytes32 indexed vmHash, address indexed to, uint256 amount);

    constructor(IWormhole _wormhole, IMintable _token) {
        wormhole = _wormhole;
        token = _token;
        owner = msg.sender;
    }

    function registerEmitter(uint16 chainId, bytes32 emitter) external {
        require(msg.sender == owner, "owner");
        registeredEmitters[chainId] = emitter;
    }

    function redeem(bytes calldata encodedVM) external {
        (IWormhole.VM memory vm, bool valid, string memory reason) = wormhole.parseAndVerifyVM(encodedVM);
        require(valid, reason);
        require(vm.emitterAddress != bytes32(0) && registeredEmitters[vm.emitterChainId] == vm.emitterAddress, "unknown emitter");
        require(!consumed[vm.hash], "already redeemed");
        consumed[vm.hash] = true;
        (address to, uint256 amount) = abi.decode(vm.payload, (address, uint256));
        token.mint(to, amount);
        emit Redeemed(vm.hash, to, amount);
    }
}
