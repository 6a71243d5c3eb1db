// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface ILayerZeroEndpoint {
    function send(uint16 dstChainId, bytes calldata destination, bytes calldata payload, address payable refundAddress, address zroPaymentAddress, bytes calldata adapterParams) external payable;
    function estimateFees(uint16 dstChainId, address userApplication, bytes calldata payload, bool payInZRO, bytes calldata adapterParam) external view returns (uint256 nativeFee, uint256 zroFee);
}

contract OmniFungibleToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    ILayerZeroEndpoint public immutable lzEndpoint;
    address public owner;
    mapping(uint16 => bytes) public trustedRemoteLookup;
    mapping(uint16 => mapping(uint64 => bool)) public received;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event SendToChain(uint16 indexed dstChainId, address indexed from, address to, uint256 amount);
    event ReceiveFromChain(uint16 indexed srcChainId, address indexed to, uint256 amount);
    event SetTrustedRemote(uint16 chainId, bytes path);

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    constructor(string memory _name, string memory _symbol, address _endpoint, uint256 initialSupply) {
        name = _name;
        symbol = _symbol;
        lzEndpoint = ILayerZeroEndpoint(_endpoint);
        owner = msg.sender;
        _mint(msg.sender, initialSupply);
    }

    function setTrustedRemote(uint16 chainId, bytes calldata path) external onlyOwner {
        trustedRemoteLookup[chainId] = path;
        emit SetTrustedRemote(chainId, path);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero");
        owner = newOwner;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function estimateSendFee(uint16 dstChainId, address to, uint256 amount) external view returns (uint256 nativeFee) {
        (nativeFee, ) = lzEndpoint.estimateFees(dstChainId, address(this), abi.encode(to, amount), false, bytes(""));
    }

    function sendFrom(uint16 dstChainId, address to, uint256 amount) external payable {
        bytes memory remote = trustedRemoteLookup[dstChainId];
        require(remote.length != 0, "destination chain is not a trusted source");
        _burn(msg.sender, amount);
        lzEndpoint.send{value: msg.value}(dstChainId, remote, abi.encode(to, amount), payable(msg.sender), address(0), bytes(""));
        emit SendToChain(dstChainId, msg.sender, to, amount);
    }

    function lzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external {
        require(msg.sender == address(lzEndpoint), "LzApp: invalid endpoint caller");
        bytes memory trusted = trustedRemoteLookup[srcChainId];
        require(trusted.length != 0 && trusted.length == srcAddress.length && keccak256(trusted) == keccak256(srcAddress), "LzApp: invalid source sending contract");
        require(!received[srcChainId][nonce], "replayed");
        received[srcChainId][nonce] = true;
        (address to, uint256 amount) = abi.decode(payload, (address, uint256));
        _mint(to, amount);
        emit ReceiveFromChain(srcChainId, to, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "zero");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}
