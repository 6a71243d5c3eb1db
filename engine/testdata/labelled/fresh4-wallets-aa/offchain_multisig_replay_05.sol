pragma solidity ^0.5.10;

/// Off-chain signed multisig in the style of Christian Lundkvist's SimpleMultiSig, "simplified" by a fork that
/// dropped the nonce and the EIP-712 domain: a set of owner signatures authorises a payment forever, on this
/// wallet and on any chain the wallet is deployed to at the same address.
contract LeanMultiSig {
    uint public threshold;
    mapping (address => bool) isOwner;
    address[] public ownersArr;

    constructor(uint threshold_, address[] memory owners_) public {
        require(owners_.length <= 10 && threshold_ <= owners_.length && threshold_ > 0);
        address lastAdd = address(0);
        for (uint i = 0; i < owners_.length; i++) {
            require(owners_[i] > lastAdd);
            isOwner[owners_[i]] = true;
            lastAdd = owners_[i];
        }
        ownersArr = owners_;
        threshold = threshold_;
    }

    function execute(
        uint8[] memory sigV,
        bytes32[] memory sigR,
        bytes32[] memory sigS,
        address destination,
        uint value,
        bytes memory data
    ) public {
        require(sigR.length == threshold);
        require(sigR.length == sigS.length && sigR.length == sigV.length);

        bytes32 txHash = keccak256(abi.encodePacked(byte(0x19), byte(0), address(this), destination, value, data));

        address lastAdd = address(0);
        for (uint i = 0; i < threshold; i++) {
            // <yes> <report> ACCESS_CONTROL
            address recovered = ecrecover(txHash, sigV[i], sigR[i], sigS[i]);
            require(recovered > lastAdd && isOwner[recovered]);
            lastAdd = recovered;
        }

        (bool success, ) = destination.call.value(value)(data);
        require(success);
    }

    function () external payable {}
}
