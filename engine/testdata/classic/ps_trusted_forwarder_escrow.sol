// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

abstract contract ERC2771Context {
    address private immutable _trustedForwarder;

    constructor(address trustedForwarder) {
        _trustedForwarder = trustedForwarder;
    }

    function isTrustedForwarder(address forwarder) public view virtual returns (bool) {
        return forwarder == _trustedForwarder;
    }

    function _msgSender() internal view virtual returns (address sender) {
        if (isTrustedForwarder(msg.sender) && msg.data.length >= 20) {
            assembly {
                sender := shr(96, calldataload(sub(calldatasize(), 20)))
            }
        } else {
            return msg.sender;
        }
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract GaslessTipJar is ERC2771Context {
    IERC20 public immutable token;
    mapping(address => uint256) public tipsOf;
    mapping(address => uint256) public sentBy;

    event Tipped(address indexed from, address indexed to, uint256 amount);
    event Claimed(address indexed account, uint256 amount);

    constructor(address forwarder, IERC20 _token) ERC2771Context(forwarder) {
        token = _token;
    }

    function tip(address creator, uint256 amount) external {
        address from = _msgSender();
        require(token.transferFrom(from, address(this), amount), "transfer");
        tipsOf[creator] += amount;
        sentBy[from] += amount;
        emit Tipped(from, creator, amount);
    }

    function claim() external {
        address account = _msgSender();
        uint256 amount = tipsOf[account];
        require(amount > 0, "nothing");
        tipsOf[account] = 0;
        require(token.transfer(account, amount), "transfer");
        emit Claimed(account, amount);
    }
}

contract MinimalForwarderLite {
    struct ForwardRequest {
        address from;
        address to;
        uint256 value;
        uint256 gas;
        uint256 nonce;
        bytes data;
    }

    bytes32 private constant _TYPEHASH =
        keccak256("ForwardRequest(address from,address to,uint256 value,uint256 gas,uint256 nonce,bytes data)");
    bytes32 public immutable DOMAIN_SEPARATOR;
    mapping(address => uint256) private _nonces;

    constructor() {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("MinimalForwarder"),
                keccak256("0.0.1"),
                block.chainid,
                address(this)
            )
        );
    }

    function getNonce(address from) public view returns (uint256) {
        return _nonces[from];
    }

    function verify(ForwardRequest calldata req, uint8 v, bytes32 r, bytes32 s) public view returns (bool) {
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "bad s");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(abi.encode(_TYPEHASH, req.from, req.to, req.value, req.gas, req.nonce, keccak256(req.data)))
            )
        );
        address signer = ecrecover(digest, v, r, s);
        return signer != address(0) && _nonces[req.from] == req.nonce && signer == req.from;
    }

    function execute(ForwardRequest calldata req, uint8 v, bytes32 r, bytes32 s)
        public
        payable
        returns (bool, bytes memory)
    {
        require(verify(req, v, r, s), "MinimalForwarder: signature does not match request");
        require(msg.value == req.value, "value");
        _nonces[req.from] = req.nonce + 1;
        (bool success, bytes memory returndata) =
            req.to.call{gas: req.gas, value: req.value}(abi.encodePacked(req.data, req.from));
        if (gasleft() <= req.gas / 63) {
            assembly {
                invalid()
            }
        }
        return (success, returndata);
    }
}
