pragma solidity ^0.5.16;

library SigUtil {
    function split(bytes memory sig) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        require(sig.length == 65, "sig length");
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        if (v < 27) v += 27;
    }

    function recover(bytes32 hash, bytes memory sig) internal pure returns (address) {
        (uint8 v, bytes32 r, bytes32 s) = split(sig);
        // <yes> <report> ACCESS_CONTROL
        return ecrecover(hash, v, r, s);
    }
}

contract CouponRedeemer {
    using SigUtil for bytes32;

    address public issuer;
    mapping(bytes32 => bool) public redeemed;
    mapping(address => uint256) public credit;

    constructor(address _issuer) public {
        issuer = _issuer;
    }

    function redeem(address payable to, uint256 amount, bytes memory signature) public {
        bytes32 sigHash = keccak256(signature);
        require(!redeemed[sigHash], "coupon used");
        bytes32 hash = keccak256(abi.encodePacked(address(this), to, amount));
        require(hash.recover(signature) == issuer, "bad coupon");
        redeemed[sigHash] = true;
        credit[to] += amount;
    }

    function withdraw() public {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function () external payable {}
}
